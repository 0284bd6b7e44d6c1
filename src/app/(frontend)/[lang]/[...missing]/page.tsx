import { notFound, permanentRedirect } from 'next/navigation'

import { movedTo } from '@/features/content/moved-paths'

type Props = { params: Promise<{ lang: string; missing: string[] }> }

/**
 * Any path no page answers: where an editor's redirect (Content › Redirects) sends it, or the localized 404
 * (not-found.tsx) with HTTP status 404. The proxy answers the articles' old addresses with a 301 before any page
 * runs; running it on every path would cost every cached page about 40% more CPU (src/proxy.ts), so other
 * redirected paths are looked up here, where only a miss pays, and answer 308 (a page cannot answer 301; search
 * engines treat both as moved for good).
 */
export default async function Missing({ params }: Props) {
  const { lang, missing } = await params
  const to = await movedTo(`/${lang}/${missing.map(encodeURIComponent).join('/')}`)
  if (to) permanentRedirect(to)
  notFound()
}
