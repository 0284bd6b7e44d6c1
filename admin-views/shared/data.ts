import type { PayloadRequest, TypedUser } from 'payload'

import { listSchools } from '@/lib/schools/records'
import { deliveryCounts } from '@/lib/campaigns/deliveries'
import type { CampaignSummary, SchoolSummary } from './types'

/**
 * The options of every server-side read of the staff screens: all matching documents, unpopulated, read through
 * the local API as the signed-in user (`overrideAccess: false`), so the collections' access rules decide exactly
 * like they do for the /api endpoints.
 */
export const readAs = (user: TypedUser) => ({ pagination: false, depth: 0, overrideAccess: false, user }) as const

/** The `select` of a read: only these fields. */
const only = <K extends string>(...fields: K[]) => Object.fromEntries(fields.map((f) => [f, true])) as Record<K, true>

/**
 * Schools as GET /api/schools reads them, in one SQL query (src/lib/schools/records.ts): Payload's find took
 * ~10 s for 10,000 schools. The screens call this only after their admin check (staffView).
 */
export async function readSchools(
  req: PayloadRequest,
  { withoutOptedOut = false }: { withoutOptedOut?: boolean } = {},
): Promise<SchoolSummary[]> {
  const schools = await listSchools(req.payload.db.pool, { withoutOptedOut })
  // Only what the screens show goes to the browser.
  return schools.map(({ phone: _phone, website: _website, createdAt: _createdAt, ...shown }) => shown)
}

/** Campaigns as GET /api/email-campaigns reads them, newest first, without their (possibly large) content. */
export async function readCampaigns(req: PayloadRequest, user: TypedUser): Promise<CampaignSummary[]> {
  const { docs } = await req.payload.find({
    collection: 'email-campaigns',
    sort: '-createdAt',
    ...readAs(user),
    select: only('name', 'subject', 'status', 'totalRecipients', 'sentAt', 'recipients', 'createdAt'),
  })
  const counts = await deliveryCounts(
    req.payload.db.pool,
    docs.map((d) => d.id),
  )
  return docs.map((campaign) => ({
    id: campaign.id,
    name: campaign.name ?? '',
    subject: campaign.subject ?? '',
    status: campaign.status ?? 'draft',
    totalRecipients: Number(campaign.totalRecipients ?? 0),
    recipientCount: campaign.recipients?.length ?? 0,
    sentAt: campaign.sentAt ?? null,
    createdAt: campaign.createdAt ?? '',
    delivered: {
      sent: counts.get(campaign.id)?.sent ?? 0,
      failed: counts.get(campaign.id)?.failed ?? 0,
      unsubscribed: counts.get(campaign.id)?.unsubscribed ?? 0,
    },
  }))
}
