import type { Payload, TypedUser } from 'payload'

import { readAs } from '@/platform/access'
import type { EmailCampaign } from '@/payload-types'
import type { CampaignStatus, DeliveryStatus } from '@/features/campaigns/status'
import { type DeliveryCounts, deliveryCounts } from '@/features/campaigns/delivery-counts'
import { clicksPerCampaign } from '@/features/campaigns/link-clicks'
import { type OpenFigures, opensPerCampaign } from '@/features/campaigns/open-counts'
import { recipientCounts } from '@/features/audience/schools/selection'
import type { Locale } from '@i18n/locales'
import { type PauseReason, pauseReasonOf } from '@/features/campaigns/relay-pause'

/** A campaign as GET /api/email-campaigns[/{id}] and the staff screens show it. */
export function toApiCampaign(doc: EmailCampaign, counts?: DeliveryCounts, pauseReason?: PauseReason | null) {
  return {
    id: doc.id,
    name: doc.name,
    subject: doc.subject,
    htmlContent: doc.htmlContent,
    textContent: doc.textContent ?? null,
    // Visual mode: the editor's document the HTML was rendered from (null in HTML mode).
    editorMode: doc.editorMode ?? 'html',
    content: doc.content ?? null,
    es: doc.es?.subject
      ? {
          subject: doc.es.subject,
          htmlContent: doc.es.htmlContent ?? null,
          textContent: doc.es.textContent ?? null,
          content: doc.es.content ?? null,
        }
      : null,
    status: doc.status,
    scheduledAt: doc.scheduledAt ?? null,
    totalRecipients: Number(doc.totalRecipients ?? 0),
    sentAt: doc.sentAt ?? null,
    recipients: (doc.recipients ?? []).map((r) => (typeof r === 'object' ? r.id : r)),
    createdAt: doc.createdAt,
    // Delivery progress: sent / failed / remaining (queued + being sent) and the rest; `byLanguage` splits the
    // same counts by the language of the version each recipient gets ({ en, es }).
    deliveries: counts ?? null,
    // Paused by the sender itself because the relay refused the login or kept failing (read for one campaign).
    pauseReason: doc.status === 'paused' ? (pauseReason ?? null) : null,
  }
}

export type ApiCampaign = ReturnType<typeof toApiCampaign>

/** A campaign as the Email Marketing screen lists it (GET /api/email-campaigns without the content). */
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
  /** Mails sent, failed, bounced and unsubscribes through it (zero before sending), and the same per language. */
  delivered: Delivered & { byLanguage: Record<Locale, Delivered> }
  /** Clicks on its counted links (link-tracking.ts), all months together. */
  clicks: number
  /** Loads of its open pixel and the mails sent with it (open-tracking.ts), all months together. */
  opens: OpenFigures
}

type Delivered = { sent: number; failed: number; bounced: number; unsubscribed: number }
const delivered = (counts: Omit<DeliveryCounts, 'byLanguage'> | undefined): Delivered => ({
  sent: counts?.sent ?? 0,
  failed: counts?.failed ?? 0,
  bounced: counts?.bounced ?? 0,
  unsubscribed: counts?.unsubscribed ?? 0,
})

/** The `select` of a read: only these fields. */
const only = <K extends string>(...fields: K[]) => Object.fromEntries(fields.map((f) => [f, true])) as Record<K, true>

/** Every campaign, newest first, without its (possibly large) content, read as the signed-in staff member. */
export async function findCampaignSummaries(payload: Payload, user: TypedUser): Promise<CampaignSummary[]> {
  const { docs } = await payload.find({
    collection: 'email-campaigns',
    sort: '-createdAt',
    ...readAs(user),
    select: only('name', 'subject', 'status', 'totalRecipients', 'sentAt', 'createdAt'),
  })
  const ids = docs.map((d) => d.id)
  const [counts, clicks, opens, recipients] = await Promise.all([
    deliveryCounts(payload.db.pool, ids, { byLanguage: true }),
    clicksPerCampaign(payload.db.pool, ids),
    opensPerCampaign(payload.db.pool, ids),
    recipientCounts(payload.db.pool, ids),
  ])
  return docs.map((campaign) => ({
    id: campaign.id,
    name: campaign.name ?? '',
    subject: campaign.subject ?? '',
    status: campaign.status ?? 'draft',
    totalRecipients: Number(campaign.totalRecipients ?? 0),
    recipientCount: recipients.get(campaign.id) ?? 0,
    sentAt: campaign.sentAt ?? null,
    createdAt: campaign.createdAt ?? '',
    delivered: {
      ...delivered(counts.get(campaign.id)),
      byLanguage: {
        en: delivered(counts.get(campaign.id)?.byLanguage?.en),
        es: delivered(counts.get(campaign.id)?.byLanguage?.es),
      },
    },
    clicks: clicks.get(campaign.id) ?? 0,
    opens: opens.get(campaign.id) ?? { opens: 0, tracked: 0 },
  }))
}

/** One campaign with its delivery counts, or null. Callers have checked that an admin is signed in. */
export async function readCampaign(payload: Payload, id: number): Promise<ApiCampaign | null> {
  const doc = await payload.findByID({
    collection: 'email-campaigns',
    id,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
  if (!doc) return null
  const counts = await deliveryCounts(payload.db.pool, [id], { byLanguage: true })
  const pauseReason = doc.status === 'paused' ? await pauseReasonOf(payload, id) : null
  return toApiCampaign(doc, counts.get(id), pauseReason)
}

export type CampaignRecipient = {
  schoolId: number | null
  name: string | null
  email: string
  country: string | null
  city: string | null
  status: DeliveryStatus | null
  attempts: number | null
  lastError: string | null
  sentAt: string | null
  unsubscribedAt: string | null
}
