import type { toApiContact } from '@/endpoints/contacts'
import type { toApiSubscription } from '@/endpoints/newsletter'

/** A contact exactly as GET /api/contacts answers it (the same serialiser, src/endpoints/contacts.ts). */
export type ApiContact = ReturnType<typeof toApiContact>

/** A subscription exactly as GET /api/newsletter answers it (src/endpoints/newsletter.ts). */
export type ApiSubscription = ReturnType<typeof toApiSubscription>

/** A link to one collection's list view, for the Collections section that replaces Payload's default cards. */
export type CollectionLink = { slug: string; label: string; href: string }

export type CollectionLinkGroup = { label: string; links: CollectionLink[] }

export type DashboardData = {
  contacts: ApiContact[]
  trashedContacts: ApiContact[]
  subscriptions: ApiSubscription[]
}
