import type { ImportReport } from '@/platform/csv/import'
import type { CampaignSummary } from '@/features/campaigns/records'
import type { SchoolListItem } from '@/features/audience/schools/list'

/** A school as the staff screens show it (the fields of GET /api/schools they need). */
export type SchoolSummary = Pick<
  SchoolListItem,
  | 'id'
  | 'name'
  | 'email'
  | 'country'
  | 'city'
  | 'contactPerson'
  | 'labels'
  | 'language'
  | 'lastContacted'
  | 'optedOutAt'
  | 'bouncedAt'
>

export type { CampaignSummary, ImportReport }

/** Validation messages by id (the `validation.*` keys of i18n/en.json), handed from the server to the forms. */
export type MessageCatalog = Record<string, string>
