import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { cache } from 'react'

import { CategoryBadge, PostDate, postImage } from '@/components/blog/post-card'
import { ShareButton } from '@/components/blog/share-button'
import { JsonLd } from '@/components/json-ld'
import { Illustration } from '@/components/ui/illustration'
import { isLocale, type Locale } from '@i18n/locales'
import { findArticle } from '@/features/content/blog'
import { currentView } from '@/features/content/preview/view'
import { serverUrl } from '@/platform/env'
import { clientTexts, translator } from '@/platform/i18n'

import { cms } from '@/app/(frontend)/_lib/cms'
import { pageMetadata } from '@/app/(frontend)/_lib/locale-page'

type Props = { params: Promise<{ lang: string; slug: string }> }

/** Articles are rendered on first request and cached until an editor saves (see renderOnFirstRequest). */
export const generateStaticParams = async () => [] as { lang: string; slug: string }[]

/** The post at `slug` (its latest draft in an editor's preview), once per request. */
const lookup = cache(async (lang: Locale, slug: string) => findArticle(await cms(), slug, lang, await currentView()))

/** Old addresses of posts never reach the page: the proxy sends them on with a 301 (src/proxy.ts). */
async function load(params: Props['params']) {
  const { lang, slug } = await params
  if (!isLocale(lang)) notFound()
  const article = await lookup(lang, slug)
  if (!article) notFound()
  return { locale: lang, t: translator(lang), ...article }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, post, seo } = await load(params)
  const meta = pageMetadata(locale, { title: seo.title, description: seo.description, path: `/blog/${post.slug}` })
  const images = seo.imageUrl
    ? [{ url: new URL(seo.imageUrl, serverUrl()).href, alt: seo.title }]
    : meta.openGraph?.images
  return { ...meta, openGraph: { ...meta.openGraph, type: 'article', publishedTime: post.createdAt, images } }
}

export default async function ArticlePage({ params }: Props) {
  const { locale, t, post, seo } = await load(params)
  const paragraphs = post.content.split(/\n+/).filter((p) => p.trim())
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: seo.description,
    datePublished: post.createdAt,
    inLanguage: locale,
    image: new URL(seo.imageUrl ?? postImage(post), serverUrl()).toString(),
    mainEntityOfPage: new URL(`/${locale}/blog/${post.slug}`, serverUrl()).toString(),
    publisher: { '@type': 'Organization', name: t('site.name') },
  }

  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <JsonLd data={jsonLd} />
      <Link href="/blog" className="text-sm font-semibold text-brand-700 hover:underline">
        ← {t('blog.back')}
      </Link>
      <div className="mt-6 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        <CategoryBadge name={post.category} />
        <PostDate iso={post.createdAt} locale={locale} />
        <span aria-hidden="true">·</span>
        <span>{t('blog.readTime')}</span>
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-5xl">{post.title}</h1>
      <p className="mt-4 text-xl text-slate-600">{post.excerpt}</p>
      <Illustration src={postImage(post)} alt="" priority className="mt-8" sizes="(min-width: 768px) 768px, 100vw" />
      <div className="mt-10 space-y-6 text-lg leading-8 text-slate-800">
        {paragraphs.map((p, i) => (
          <p key={i}>{p}</p>
        ))}
      </div>
      <div className="mt-12 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-6">
        <ShareButton title={post.title} texts={clientTexts(locale, ['share.'])} />
        <Link href="/blog" className="font-semibold text-brand-700 hover:underline">
          {t('blog.back')}
        </Link>
      </div>
    </article>
  )
}
