import { isLocale } from '@i18n/locales'
import { callThisInstance } from '@/features/content/site-cache/internal-token'
import { memoized } from './memo'
import type { RedirectMap } from './redirects'

/** Where the proxy fetches the redirects from: a route of this same instance (src/features/content/api/redirects.ts). */
export const REDIRECTS_PATH = '/api/internal/redirects'

/**
 * The redirects, kept in this instance's memory (src/features/content/memo.ts: dropped on every save, here and, once
 * announced, in every instance), fetched from the instance's own route: the proxy never loads Payload.
 */
const redirects = () =>
  memoized('redirects', async (): Promise<RedirectMap> => {
    const res = await callThisInstance(REDIRECTS_PATH)
    return (await res.json()) as RedirectMap
  })

/**
 * Where an old address of the site now lives (`/es/blog/old` → `/es/blog/new`; an unprefixed `/blog/old` stays
 * unprefixed, in the visitor's language), or null. Redirects are stored unprefixed: one serves both languages.
 */
export async function movedTo(pathname: string): Promise<string | null> {
  const [, first, ...rest] = pathname.replace(/\/+$/, '').split('/')
  const lang = first && isLocale(first) ? first : null
  const path = lang ? `/${rest.join('/')}` : pathname.replace(/\/+$/, '')
  let to: string | undefined
  try {
    to = (await redirects())[path]
  } catch (error) {
    // The page answers as it would without redirects (a 404) rather than an error.
    console.error(`[redirects] ${String(error)}`)
    return null
  }
  if (!to || to === path) return null
  return lang ? `/${lang}${to}` : to
}
