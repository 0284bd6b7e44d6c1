import type { CampaignStatus } from '@/lib/campaigns/status'
import type { SchoolListItem } from '@/lib/schools/records'

/** A CSV upload answers this (README "The /api contract"): POST /api/newsletter/upload-csv, /api/schools/upload-csv. */
export type CsvUploadReport = {
  count: number
  skipped: number
  errors: Array<{ row: number; message: string }>
}

/** A school as the staff screens show it (the fields of GET /api/schools they need). */
export type SchoolSummary = Pick<
  SchoolListItem,
  'id' | 'name' | 'email' | 'country' | 'city' | 'contactPerson' | 'labels' | 'lastContacted' | 'optedOutAt'
>

/** A campaign as the Email Marketing screen shows it (GET /api/email-campaigns without the content). */
export type CampaignSummary = {
  id: number
  name: string
  subject: string
  status: CampaignStatus
  totalRecipients: number
  /** How many schools are selected as recipients. */
  recipientCount: number
  sentAt: string | null
  createdAt: string
  /** Mails sent, failed and unsubscribes through it (zero before sending). */
  delivered: { sent: number; failed: number; unsubscribed: number }
}

/** Validation messages by id (the `validation.*` keys of i18n/en.json), handed from the server to the forms. */
export type MessageCatalog = Record<string, string>
