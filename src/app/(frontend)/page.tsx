import config from '@payload-config'
import { cookies } from 'next/headers'
import Link from 'next/link'
import { getPayload } from 'payload'

import { blogCategoryName } from '@/lib/blog-categories'
import { resolveLocale, serverIntl } from '@/lib/i18n'

export default async function HomePage() {
  const locale = resolveLocale((await cookies()).get('language')?.value)
  const intl = serverIntl(locale)
  const payload = await getPayload({ config })
  const { docs: posts } = await payload.find({
    collection: 'blog-posts',
    locale,
    where: { published: { equals: true } },
    sort: '-createdAt',
    limit: 2,
    depth: 0,
    overrideAccess: false,
  })

  return (
    <main className="mx-auto max-w-4xl px-6 py-16">
      <h1 className="text-4xl font-bold text-brand-900">{intl.formatMessage({ id: 'site.name' })}</h1>
      <p className="mt-4 text-lg text-slate-600">{intl.formatMessage({ id: 'site.tagline' })}</p>
      <h2 className="mt-12 text-2xl font-semibold">{intl.formatMessage({ id: 'home.latestInsights' })}</h2>
      {posts.length === 0 ? (
        <p className="mt-4 text-slate-500">{intl.formatMessage({ id: 'home.noPosts' })}</p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {posts.map((post) => (
            <li key={post.id} className="rounded-xl border border-slate-200 p-6 shadow-sm">
              <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-700">
                {blogCategoryName(post.category, locale)}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{post.title}</h3>
              <p className="mt-2 text-slate-600">{post.excerpt}</p>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-12">
        <Link className="text-brand-600 underline" href="/admin">
          {intl.formatMessage({ id: 'home.adminLink' })}
        </Link>
      </p>
    </main>
  )
}
