import type { PayloadRequest, TypedUser } from 'payload'

import { linkCountingOn } from '@/features/campaigns/link-tracking'
import { figuresPerMonth, type MonthFigures } from '@/features/campaigns/monthly-figures'
import { openCountingOn } from '@/features/campaigns/open-tracking'
import { findCampaignSummaries } from '@/features/campaigns/records'
import { schoolFacets, schoolsPage } from '@/features/audience/schools/list'
import { DEFAULT_PAGE_ROWS } from '@/platform/db/paging'
import type { CampaignSummary } from './types'
import type { SchoolsView } from './useSchoolsView'

/**
 * The first page of schools (by name) with the filters' choices, as GET /api/schools/page?facets=1 reads them: a
 * screen never receives the whole table. The screens call this only after their admin check (staffView).
 */
export async function readSchoolsView(
  req: PayloadRequest,
  { withoutOptedOut = false, pageSize = DEFAULT_PAGE_ROWS }: { withoutOptedOut?: boolean; pageSize?: number } = {},
): Promise<SchoolsView> {
  const pool = req.payload.db.pool
  const [page, facets] = await Promise.all([
    schoolsPage(pool, { withoutOptedOut }, { page: 1, limit: pageSize }),
    schoolFacets(pool, req.i18n.language, { withoutOptedOut }),
  ])
  return { ...page, facets }
}

/** Campaigns as GET /api/email-campaigns reads them, newest first, without their (possibly large) content. */
export async function readCampaigns(req: PayloadRequest, user: TypedUser): Promise<CampaignSummary[]> {
  return findCampaignSummaries(req.payload, user)
}

/**
 * The Analytics tab's months (mails, bounces, unsubscribes, link clicks and opens) and whether links and opens are
 * counted now.
 */
export async function readCampaignMonths(
  req: PayloadRequest,
): Promise<{ months: MonthFigures[]; countingLinks: boolean; countingOpens: boolean }> {
  const [months, countingLinks, countingOpens] = await Promise.all([
    figuresPerMonth(req.payload.db.pool),
    linkCountingOn(req.payload),
    openCountingOn(req.payload),
  ])
  return { months, countingLinks, countingOpens }
}
