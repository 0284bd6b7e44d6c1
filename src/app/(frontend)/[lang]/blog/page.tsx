import type { Metadata } from 'next'

import { PostCard } from '@/components/blog/post-card'
import { NewsletterSection } from '@/components/newsletter/newsletter-section'
import { PageBody, PageHero, Section, SectionHeading } from '@/components/ui/section'
import { listPublishedPosts, type PublicPost } from '@/features/content/blog'
import { currentView } from '@/features/content/preview/view'

import { cms } from '@/app/(frontend)/_lib/cms'
import { type LangProps, pageLocale, pageMetadata, renderOnFirstRequest } from '@/app/(frontend)/_lib/locale-page'

export const generateStaticParams = renderOnFirstRequest

export async function generateMetadata({ params }: LangProps): Promise<Metadata> {
  const { locale, t } = await pageLocale(params)
  return pageMetadata(locale, { title: t('blog.meta.title'), description: t('blog.meta.description'), path: '/blog' })
}

export default async function BlogPage({ params }: LangProps) {
  const { locale, t } = await pageLocale(params)
  let posts: PublicPost[] | null
  try {
    posts = await listPublishedPosts(await cms(), locale, undefined, await currentView())
  } catch (error) {
    console.error('blog list', error)
    posts = null
  }

  return (
    <PageBody>
      <PageHero title={t('blog.title')} subtitle={t('blog.subtitle')} />
      <Section>
        {posts === null ? (
          <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-800">
            {t('blog.error')}
          </p>
        ) : posts.length === 0 ? (
          <div className="py-12 text-center">
            <p className="text-xl font-semibold text-brand-900">{t('blog.empty.title')}</p>
            <p className="mt-2 text-slate-600">{t('blog.empty.hint')}</p>
          </div>
        ) : (
          <>
            <SectionHeading title={t('blog.featured')} />
            <div className="grid gap-6 md:grid-cols-2">
              {posts.slice(0, 2).map((post) => (
                <PostCard key={post.id} post={post} locale={locale} t={t} featured />
              ))}
            </div>
            <div className="mt-16">
              <SectionHeading title={t('blog.all')} />
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {posts.map((post) => (
                  <PostCard key={post.id} post={post} locale={locale} t={t} />
                ))}
              </div>
            </div>
          </>
        )}
      </Section>
      <NewsletterSection t={t} locale={locale} />
    </PageBody>
  )
}
