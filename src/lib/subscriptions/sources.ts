/** Where a newsletter subscription came from (SPEC §3, §9), with the admin's display labels (SPEC §2). */
export const newsletterSources = {
  popup: 'Popup',
  footer: 'Footer',
  'newsletter-section': 'Newsletter',
  'csv-upload': 'CSV Upload',
} as const

export type NewsletterSource = keyof typeof newsletterSources
export const newsletterSourceValues = Object.keys(newsletterSources) as NewsletterSource[]

/** Admin label for a stored source; unknown values are shown raw, as SPEC §2 says. */
export function newsletterSourceLabel(source: string): string {
  return source in newsletterSources ? newsletterSources[source as NewsletterSource] : source
}
