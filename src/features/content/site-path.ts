/** Any origin will do: only whether a value stays on it matters. */
const PROBE = 'http://site.invalid'

/**
 * A redirect target as the site may use it: a path of this site (`/blog/new`, with its query and fragment), or
 * null for anything a browser would take to another host. Browsers read `/\evil.example`, `//evil.example` and
 * `/<TAB>/evil.example` as another site's address, so the value is resolved as a browser resolves it rather than
 * checked by its first characters.
 */
export function sitePath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2000) return null
  let url: URL
  try {
    url = new URL(value, PROBE)
  } catch {
    return null
  }
  if (url.origin !== PROBE) return null
  return `${url.pathname}${url.search}${url.hash}`
}
