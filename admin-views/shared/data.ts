import type { PayloadRequest, TypedUser } from 'payload'

import type { CampaignSummary, SchoolSummary } from './types'

/**
 * Server-side reads of the staff screens: the local API as the signed-in user (`overrideAccess: false`), so the
 * collections' access rules decide, exactly like GET /api/schools and /api/email-campaigns. Only the fields the
 * screens show are selected, which keeps 10,000 schools cheap to read and to send to the browser.
 */
export async function readSchools(
  req: PayloadRequest,
  user: TypedUser,
  { withoutOptedOut = false }: { withoutOptedOut?: boolean } = {},
): Promise<SchoolSummary[]> {
  const { docs } = await req.payload.find({
    collection: 'schools',
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    ...(withoutOptedOut ? { where: { optedOutAt: { exists: false } } } : {}),
    select: {
      name: true,
      email: true,
      country: true,
      city: true,
      contactPerson: true,
      labels: true,
      lastContacted: true,
      optedOutAt: true,
    },
  })
  return docs.map((school) => ({
    id: school.id,
    name: school.name ?? '',
    email: school.email ?? '',
    country: school.country || null,
    city: school.city || null,
    contactPerson: school.contactPerson || null,
    labels: school.labels ?? [],
    lastContacted: school.lastContacted ?? null,
    optedOutAt: school.optedOutAt ?? null,
  }))
}

/** Campaigns, newest first, without their (possibly large) content. */
export async function readCampaigns(req: PayloadRequest, user: TypedUser): Promise<CampaignSummary[]> {
  const { docs } = await req.payload.find({
    collection: 'email-campaigns',
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
    select: {
      name: true,
      subject: true,
      status: true,
      totalRecipients: true,
      sentAt: true,
      recipients: true,
      createdAt: true,
    },
  })
  return docs.map((campaign) => ({
    id: campaign.id,
    name: campaign.name ?? '',
    subject: campaign.subject ?? '',
    status: campaign.status ?? 'draft',
    totalRecipients: Number(campaign.totalRecipients ?? 0),
    recipientCount: campaign.recipients?.length ?? 0,
    sentAt: campaign.sentAt ?? null,
    createdAt: campaign.createdAt ?? '',
  }))
}
