import type { AdminViewServerProps, PayloadRequest, TypedUser } from 'payload'
import React, { Suspense } from 'react'

import { readCampaigns, readSchools } from '../shared/data'
import { LoadingView } from '../shared/LoadingView'
import { staffViewPaths } from '../shared/paths'
import { validationMessages } from '../shared/validation-messages'
import { requireAdminUser, StaffTemplate } from '../shared/view'
import { EmailMarketingClient } from './EmailMarketingClient'
import { text } from './text'

/**
 * Email Marketing (SPEC §2), registered as `admin.components.views.emailMarketing` at /admin/email-marketing.
 * Custom admin views are public unless they check the user, so nothing is read or rendered before the signed-in
 * user is confirmed to be an admin. Payload's layout shows at once; the data streams in behind a loading text.
 */
export async function EmailMarketing(props: AdminViewServerProps) {
  const user = requireAdminUser(props, staffViewPaths.emailMarketing)
  return (
    <StaffTemplate props={props}>
      <Suspense fallback={<LoadingView text={text.loading} />}>
        <EmailMarketingData req={props.initPageResult.req} user={user} />
      </Suspense>
    </StaffTemplate>
  )
}

export default EmailMarketing

async function EmailMarketingData({ req, user }: { req: PayloadRequest; user: TypedUser }) {
  // The same reads as GET /api/schools and /api/email-campaigns, as this user.
  const [schools, campaigns] = await Promise.all([readSchools(req, user), readCampaigns(req, user)])
  return <EmailMarketingClient campaigns={campaigns} messages={validationMessages()} schools={schools} />
}
