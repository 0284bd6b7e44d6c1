/** Where a newsletter subscription came from, with the admin's display labels (docs/product.md › What is stored). */
export const newsletterSources = {
  popup: 'Popup',
  footer: 'Footer',
  'newsletter-section': 'Newsletter',
  'csv-upload': 'CSV Upload',
} as const

export type NewsletterSource = keyof typeof newsletterSources
export const newsletterSourceValues = Object.keys(newsletterSources) as NewsletterSource[]

/** Admin label for a stored source; unknown values are shown raw (docs/product.md › What is stored). */
export function newsletterSourceLabel(source: string): string {
  return source in newsletterSources ? newsletterSources[source as NewsletterSource] : source
}
