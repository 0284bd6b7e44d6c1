import React from 'react'

import { staffViewPaths } from '@/platform/admin/ui/paths'
import { validationMessages } from '@/platform/admin/ui/validation-messages'
import { type StaffData, staffView } from '@/platform/admin/ui/view'
import { PrivacyClient } from './PrivacyClient'
import type { AuditLine } from './types'

const RECENT_ENTRIES = 10

const PrivacyData: StaffData = async ({ req, user }) => {
  // The latest entries of the audit trail, read as this user (the collection's access rules decide).
  const { docs } = await req.payload.find({
    collection: 'audit-events',
    sort: '-createdAt',
    limit: RECENT_ENTRIES,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const recent: AuditLine[] = docs.map((e) => ({
    id: e.id,
    action: e.action,
    createdAt: e.createdAt,
    actorEmail: e.actorEmail ?? null,
    summary: e.summary,
  }))
  const adminRoute = req.payload.config.routes.admin
  return <PrivacyClient adminRoute={adminRoute} messages={validationMessages(req.i18n.language)} recent={recent} />
}

/**
 * Privacy (one person, one place: every record of an email address on one screen), registered as `admin.components.views.privacy` at /admin/privacy:
 * staff search an email and see, export or erase every record that concerns it. Custom admin views are public
 * unless they check the user, so nothing is read or rendered before the signed-in user is confirmed to be an admin;
 * the endpoints it calls check again.
 */
export const Privacy = staffView(staffViewPaths.privacy, (text) => text.privacy.loading, PrivacyData)

export default Privacy
