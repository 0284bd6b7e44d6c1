import type { PayloadRequest, TypedUser } from 'payload'

import { listSchools } from '@/lib/schools/records'
import { findCampaignSummaries } from '@/lib/campaigns/records'
import type { CampaignSummary, SchoolSummary } from './types'

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
  return findCampaignSummaries(req.payload, user)
}
