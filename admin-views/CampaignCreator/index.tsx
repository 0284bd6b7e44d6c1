import React from 'react'

import { findTemplates } from '@/lib/campaigns/templates'
import { readSchools } from '@admin-views/shared/data'
import { staffViewPaths } from '@admin-views/shared/paths'
import { validationMessages } from '@admin-views/shared/validation-messages'
import { type StaffData, staffView } from '@admin-views/shared/view'
import { CampaignCreatorClient } from './CampaignCreatorClient'
import { text } from './strings'

const CampaignCreatorData: StaffData = async ({ req, user }) => {
  const [schools, templates] = await Promise.all([
    readSchools(req, { withoutOptedOut: true }),
    findTemplates(req.payload, user),
  ])
  return <CampaignCreatorClient messages={validationMessages()} schools={schools} templates={templates} />
}

/**
 * Campaign Creator (SPEC §2), registered as `admin.components.views.campaignCreator` at /admin/campaign-creator.
 * Custom admin views are public unless they check the user, so nothing is read or rendered before the signed-in
 * user is confirmed to be an admin. Schools that unsubscribed are never offered as recipients.
 */
export const CampaignCreator = staffView(staffViewPaths.campaignCreator, text.loading, CampaignCreatorData)

export default CampaignCreator
