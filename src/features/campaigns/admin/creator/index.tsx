import React from 'react'

import { findTemplates } from '@/features/campaigns/templates'
import { readSchoolsView } from '@/platform/admin/ui/data'
import { staffViewPaths } from '@/platform/admin/ui/paths'
import { validationMessages } from '@/platform/admin/ui/validation-messages'
import { type StaffData, staffView } from '@/platform/admin/ui/view'
import { CampaignCreatorClient } from './CampaignCreatorClient'
import { RECIPIENT_BLOCK } from './recipient-block'

const CampaignCreatorData: StaffData = async ({ req, user }) => {
  const [schools, templates] = await Promise.all([
    readSchoolsView(req, { withoutOptedOut: true, pageSize: RECIPIENT_BLOCK }),
    findTemplates(req.payload, user),
  ])
  return (
    <CampaignCreatorClient
      language={req.i18n.language}
      messages={validationMessages(req.i18n.language)}
      schools={schools}
      templates={templates}
    />
  )
}

/**
 * Campaign Creator (docs/product.md › Staff screens), registered as `admin.components.views.campaignCreator` at /admin/campaign-creator.
 * Custom admin views are public unless they check the user, so nothing is read or rendered before the signed-in
 * user is confirmed to be an admin. Schools that unsubscribed are never offered as recipients.
 */
export const CampaignCreator = staffView(
  staffViewPaths.campaignCreator,
  (text) => text.campaignCreator.loading,
  CampaignCreatorData,
)

export default CampaignCreator
