import Link from 'next/link'

import type { PublicPost } from '@/features/content/blog'
import type { Translate } from '@/platform/i18n'
import { Illustration } from '@/components/ui/illustration'

/** Our own header art for a post without an uploaded image, chosen by category. */
export const postImage = (post: PublicPost) => post.imageUrl || `/images/blog/${post.categorySlug || 'default'}.svg`

export function PostDate({ iso, locale }: { iso: string; locale: string }) {
  return (
    <time dateTime={iso}>
      {new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date(iso))}
    </time>
  )
}

export function CategoryBadge({ name }: { name: string }) {
  return <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700">{name}</span>
}

/** A post in a list: image, category, date, title, excerpt and a read link to /blog/{slug}. */
export function PostCard({
  post,
  locale,
  t,
  featured = false,
}: {
  post: PublicPost
  locale: string
  t: Translate
  featured?: boolean
}) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      {/* Featured cards open the blog list: their images are the page's largest paint, so load them first. */}
      <Illustration
        src={postImage(post)}
        alt=""
        className="rounded-none"
        priority={featured}
        sizes={featured ? '(min-width: 1024px) 50vw, 100vw' : undefined}
      />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge name={post.category} />
          <PostDate iso={post.createdAt} locale={locale} />
        </div>
        <h3 className={`mt-3 font-semibold text-brand-900 ${featured ? 'text-2xl' : 'text-lg'}`}>
          <Link href={`/blog/${post.slug}`} className="hover:underline">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-slate-700">{post.excerpt}</p>
        <Link
          href={`/blog/${post.slug}`}
          className="mt-4 font-semibold text-brand-700 hover:underline"
          aria-label={`${t('blog.readMore')}: ${post.title}`}
        >
          {t('blog.readMore')} →
        </Link>
      </div>
    </article>
  )
}
