import type { ApiContact } from '@/lib/contacts/records'
import type { ApiSubscription } from '@/lib/subscriptions/records'

// A contact and a subscription exactly as GET /api/contacts and /api/newsletter answer them (the same mappers).
export type { ApiContact, ApiSubscription }

/** A link to one collection's list view, for the Collections section that replaces Payload's default cards. */
export type CollectionLink = { slug: string; label: string; href: string }

export type CollectionLinkGroup = { label: string; links: CollectionLink[] }

export type DashboardData = {
  contacts: ApiContact[]
  trashedContacts: ApiContact[]
  subscriptions: ApiSubscription[]
}
