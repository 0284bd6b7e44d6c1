import type { ServerProps } from 'payload'
import { formatAdminURL } from 'payload/shared'
import React from 'react'

import { isAdminUser } from '@/platform/access'
import { NavLinksClient } from './NavLinksClient'
import { staffViewPaths } from './paths'
import { staffTexts } from '../i18n/texts'

/**
 * Links to the staff screens in Payload's side navigation (`admin.components.afterNavLinks`), shown to admins only
 * (the screens themselves check too).
 */
export function NavLinks({ i18n, payload, user }: ServerProps) {
  if (!isAdminUser(user)) return null
  const text = staffTexts(i18n).shared
  const adminRoute = payload.config.routes.admin
  const href = (path: `/${string}`) => formatAdminURL({ adminRoute, path, relative: true })
  return (
    <>
      <NavLinksClient
        groupLabel={text.nav.group}
        links={[
          { id: 'nav-email-marketing', href: href(staffViewPaths.emailMarketing), label: text.nav.emailMarketing },
          { id: 'nav-campaign-creator', href: href(staffViewPaths.campaignCreator), label: text.nav.campaignCreator },
        ]}
      />
      <NavLinksClient
        groupLabel={text.nav.privacyGroup}
        links={[{ id: 'nav-privacy', href: href(staffViewPaths.privacy), label: text.nav.privacy }]}
      />
    </>
  )
}

export default NavLinks
