import type { AdminViewServerProps } from 'payload'
import React from 'react'

import { clicksPerLink } from '@/features/campaigns/link-clicks'
import { readCampaign } from '@/features/campaigns/records'
import { campaignDetailPath } from '@/platform/admin/ui/paths'
import { requireAdminUser, StaffTemplate } from '@/platform/admin/ui/view'
import { CampaignDetailClient } from './CampaignDetailClient'
import { staffTexts } from '@/platform/admin/i18n/texts'

/**
 * One campaign (Email Marketing → Campaigns → View), at /admin/email-marketing/campaigns/{id}: its content,
 * recipients and delivery progress, with Send now / Schedule / Cancel. Admin check first, like every staff view.
 */
export async function CampaignDetail(props: AdminViewServerProps) {
  const segments = (props.params?.segments ?? []) as string[]
  const id = Number(segments[segments.length - 1])
  requireAdminUser(props, campaignDetailPath(segments[segments.length - 1] ?? ''))
  const { payload } = props.initPageResult.req
  const campaign = Number.isSafeInteger(id) && id > 0 ? await readCampaign(payload, id) : null
  const links = campaign ? await clicksPerLink(payload.db.pool, campaign.id) : []
  return (
    <StaffTemplate props={props}>
      {campaign ? (
        <CampaignDetailClient initial={campaign} links={links} />
      ) : (
        <p style={{ padding: '2rem' }}>{staffTexts(props.initPageResult.req.i18n).campaignDetail.notFound}</p>
      )}
    </StaffTemplate>
  )
}

export default CampaignDetail
