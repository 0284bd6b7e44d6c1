import type { Locale } from '@i18n/locales'
import type { PageContent, PageSlug } from '@/features/content/content-types'

/** A page's seed content in each language: the global's fields, without what Payload fills in. */
export type PageSeed<S extends PageSlug> = Record<Locale, Omit<PageContent<S>, 'id' | 'updatedAt' | 'createdAt'>>
