import type { ContactFigures, ContactsPage, ContactsQuery } from '@/features/enquiries/list'
import type { ApiContact } from '@/features/enquiries/records'
import type { Page } from '@/platform/db/paging'
import type { TimelineEntry } from '@/features/enquiries/timeline'
import type { ApiStaff } from '@/features/staff/staff'
import type { ApiSubscription } from '@/features/audience/subscribers/records'

// A contact and a subscription exactly as GET /api/contacts and /api/newsletter answer them (the same mappers).
export type { ApiContact, ApiStaff, ApiSubscription, TimelineEntry }

/** GET /api/contacts/{id}/timeline */
export type ContactTimeline = {
  entries: TimelineEntry[]
  related: Array<{
    id: number
    name: string
    email: string
    organization: string
    createdAt: string
    stage: ApiContact['stage']
    deletedAt: string | null
    sameEmail: boolean
  }>
  replyDraft: { subject: string; text: string }
}

/** A link to one collection's list view, for the Collections section that replaces Payload's default cards. */
export type CollectionLink = { slug: string; label: string; href: string }

export type CollectionLinkGroup = { label: string; links: CollectionLink[] }

/** GET /api/contacts/page: a page of one list with its stage counts, and the Dashboard's figures. */
export type ContactsView = ContactsPage & { figures: ContactFigures }
export type { ContactsQuery }

export type DashboardData = {
  /** The first page of all enquiries, as the server read it (the browser reads the next ones). */
  contacts: ContactsView
  subscriptions: Page<ApiSubscription>
  /** Staff accounts (owners to choose from) and the signed-in one. */
  staff: ApiStaff[]
  meId: number
}
