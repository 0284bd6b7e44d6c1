import type { AdminViewServerProps, PayloadRequest, TypedUser } from 'payload'
import React, { Suspense } from 'react'

import { readSchools } from '../shared/data'
import { LoadingView } from '../shared/LoadingView'
import { staffViewPaths } from '../shared/paths'
import { validationMessages } from '../shared/validation-messages'
import { requireAdminUser, StaffTemplate } from '../shared/view'
import { CampaignCreatorClient } from './CampaignCreatorClient'
import { text } from './text'

/**
 * Campaign Creator (SPEC §2), registered as `admin.components.views.campaignCreator` at /admin/campaign-creator.
 * Custom admin views are public unless they check the user, so nothing is read or rendered before the signed-in
 * user is confirmed to be an admin. Schools that unsubscribed are never offered as recipients.
 */
export async function CampaignCreator(props: AdminViewServerProps) {
  const user = requireAdminUser(props, staffViewPaths.campaignCreator)
  return (
    <StaffTemplate props={props}>
      <Suspense fallback={<LoadingView text={text.loading} />}>
        <CampaignCreatorData req={props.initPageResult.req} user={user} />
      </Suspense>
    </StaffTemplate>
  )
}

export default CampaignCreator

async function CampaignCreatorData({ req, user }: { req: PayloadRequest; user: TypedUser }) {
  const schools = await readSchools(req, user, { withoutOptedOut: true })
  return (
    <CampaignCreatorClient messages={validationMessages()} schools={schools} siteUrl={req.payload.config.serverURL} />
  )
}
