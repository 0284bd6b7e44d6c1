import { DefaultTemplate } from '@payloadcms/next/templates'
import { redirect } from 'next/navigation'
import type { AdminViewServerProps, PayloadRequest, TypedUser } from 'payload'
import { formatAdminURL } from 'payload/shared'
import React, { Suspense } from 'react'

import { isAdminUser } from '@/platform/access'
import { staffTexts, type StaffTexts } from '../i18n/texts'
import { LoadingView } from './LoadingView'

/** A path inside the admin (e.g. '/collections/schools'), relative to the site. */
export function adminPath(props: Pick<AdminViewServerProps, 'initPageResult'>, path: string): string {
  const adminRoute = props.initPageResult.req.payload.config.routes.admin
  return formatAdminURL({ adminRoute, path: path as `/${string}`, relative: true })
}

/**
 * The signed-in admin, or a redirect: Payload renders a custom admin view for anyone who opens its URL unless the view checks the user, so every staff
 * view calls this before it reads anything. No session → Payload's login (coming back here afterwards); a user
 * who is not an admin → Payload's "unauthorized" page, as Payload does for its own views.
 */
export function requireAdminUser(props: AdminViewServerProps, path: string): TypedUser {
  const { req } = props.initPageResult
  const { config } = req.payload
  const user = req.user
  if (!user) {
    const login = adminPath(props, config.admin.routes.login)
    redirect(`${login}?redirect=${encodeURIComponent(adminPath(props, path))}`)
  }
  if (!isAdminUser(user)) redirect(adminPath(props, config.admin.routes.unauthorized))
  return user
}

/**
 * Payload's admin layout (nav, header, breadcrumbs) around a staff screen. Payload renders views registered under
 * a new path without a template, so the screen supplies the default one itself.
 */
export function StaffTemplate({ children, props }: { children: React.ReactNode; props: AdminViewServerProps }) {
  const { initPageResult, params, searchParams } = props
  const { locale, permissions, req, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={props.user ?? req.user ?? undefined}
      // A fresh object: passing initPageResult.visibleEntities itself fails in React 19 (read-only property).
      visibleEntities={{ collections: [...visibleEntities.collections], globals: [...visibleEntities.globals] }}
    >
      {children}
    </DefaultTemplate>
  )
}

/** The part of a staff screen that reads its data (as the signed-in admin) and renders it. */
export type StaffData = (props: { req: PayloadRequest; user: TypedUser }) => Promise<React.ReactElement>

/**
 * A staff screen at `path`: the admin check comes first, then Payload's layout shows at once and `Data` streams in
 * behind `loadingText`.
 */
export function staffView(path: string, loadingText: (text: StaffTexts) => string, Data: StaffData) {
  return async function StaffView(props: AdminViewServerProps) {
    const user = requireAdminUser(props, path)
    return (
      <StaffTemplate props={props}>
        <Suspense fallback={<LoadingView text={loadingText(staffTexts(props.initPageResult.req.i18n))} />}>
          <Data req={props.initPageResult.req} user={user} />
        </Suspense>
      </StaffTemplate>
    )
  }
}
