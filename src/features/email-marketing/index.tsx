import React from 'react'

import { readCampaignMonths, readCampaigns, readSchoolsView } from '@/platform/admin/ui/data'
import { staffViewPaths } from '@/platform/admin/ui/paths'
import { validationMessages } from '@/platform/admin/ui/validation-messages'
import { type StaffData, staffView } from '@/platform/admin/ui/view'
import { EmailMarketingClient } from './EmailMarketingClient'

const EmailMarketingData: StaffData = async ({ req, user }) => {
  // The first page of schools with the filters' choices (GET /api/schools/page), never the whole table.
  const [schools, campaigns, analytics] = await Promise.all([
    readSchoolsView(req),
    readCampaigns(req, user),
    readCampaignMonths(req),
  ])
  return (
    <EmailMarketingClient
      analytics={analytics}
      campaigns={campaigns}
      language={req.i18n.language}
      messages={validationMessages(req.i18n.language)}
      schools={schools}
    />
  )
}

/**
 * Email Marketing (docs/product.md › Staff screens), registered as `admin.components.views.emailMarketing` at /admin/email-marketing.
 * Custom admin views are public unless they check the user, so nothing is read or rendered before the signed-in
 * user is confirmed to be an admin. Payload's layout shows at once; the data streams in behind a loading text.
 */
export const EmailMarketing = staffView(
  staffViewPaths.emailMarketing,
  (text) => text.emailMarketing.loading,
  EmailMarketingData,
)

export default EmailMarketing
