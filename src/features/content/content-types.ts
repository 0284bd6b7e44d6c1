import type { DataFromGlobalSlug, GlobalSlug } from 'payload'

import type { Company } from '@/payload-types'

// The shapes of what the content feature reads, in a module that imports nothing of ours, so the seed content can
// name them without importing the reads that fall back on it.

/** The slugs of the page globals (src/features/content/globals/pages). */
export type PageSlug = Extract<GlobalSlug, `page-${string}`>
export type PageContent<S extends PageSlug> = DataFromGlobalSlug<S>

/** The agency's details as the site shows them (the global's fields, without what Payload adds). */
export type CompanyDetails = Omit<Company, 'id' | 'updatedAt' | 'createdAt' | '_status'>
