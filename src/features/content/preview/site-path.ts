import { locales } from '@i18n/locales'

const sitePath = new RegExp(`^/(?:${locales.join('|')})(?:/[a-z0-9][a-z0-9/-]*)?$`)

/**
 * A path of the public site in one language (/es, /en/blog/some-post), or null: the preview routes redirect only
 * there, never to another host (//evil.example) or into the admin and API.
 */
export function sitePathOrNull(value: string | null): string | null {
  return value && value.length <= 300 && sitePath.test(value) && !value.includes('//') ? value : null
}
