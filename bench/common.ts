/** Shared by the bench parts: what they measure and how they report. */
export const LOCALES = ['en', 'es'] as const
export const PUBLIC_ROUTES = ['/', '/blog', '/blog/erasmus-ka1-mobility-programs', '/contact', '/plan-a-trip'] as const

/** Prints one figure on its own line. */
export type Print = (line: string) => void

export const pageUrl = (baseUrl: string, lang: string, route: string) =>
  `${baseUrl}/${lang}${route === '/' ? '' : route}`

/** Seconds with a fixed precision, for elapsed times. */
export const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
