'use client'

import { Link, toast, useAuth, useConfig } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { formatAdminURL } from 'payload/shared'
import React, { useState } from 'react'

import { send } from './api'
import { staffViewPaths } from './paths'
import { useStaffTexts } from '../i18n/useStaffTexts'
import { ui } from './ui'

/**
 * The admin header (Visit Site, Dashboard, Email Marketing) and Logout (docs/product.md › Staff screens), at the top of every staff
 * screen. Logout is POST /api/admin/logout; a failure is only logged (docs/product.md › Notices and states).
 */
export function StaffLinks() {
  const text = useStaffTexts().shared
  const { config } = useConfig()
  const { setUser } = useAuth()
  const router = useRouter()
  const [leaving, setLeaving] = useState(false)
  const href = (path: `/${string}`) => formatAdminURL({ adminRoute: config.routes.admin, path, relative: true })

  async function logOut() {
    setLeaving(true)
    try {
      const response = await send('/api/admin/logout', { method: 'POST' })
      if (!response.ok) throw new Error(`${response.status}: ${(await response.text()) || response.statusText}`)
    } catch (error) {
      console.error('Logout failed', error)
      setLeaving(false)
      return
    }
    setUser(null)
    toast.success(text.header.loggedOut.title, { description: text.header.loggedOut.description })
    router.push(href(config.admin.routes.login))
  }

  return (
    <nav aria-label={text.header.label} className={`${ui}__staff-links`}>
      {/* The public site is another root layout, so a full page load is what happens anyway; a plain link says so. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
      <a href="/">{text.header.visitSite}</a>
      <Link href={href('/')} prefetch={false}>
        {text.header.dashboard}
      </Link>
      <Link href={href(staffViewPaths.emailMarketing)} prefetch={false}>
        {text.header.emailMarketing}
      </Link>
      <button className={`${ui}__staff-logout`} disabled={leaving} onClick={logOut} type="button">
        {text.header.logout}
      </button>
    </nav>
  )
}
