import config from '@payload-config'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'
import { getPayload } from 'payload'

import { isAdminUser } from '@/platform/access'
import { sitePathOrNull } from '@/features/content/preview/site-path'

/**
 * GET /next/preview?path=/es/blog/slug — the admin's Preview button and live preview open a page here. A signed-in
 * staff member gets Next's draft mode (a cookie only this build can sign): the page is then rendered for them on
 * each request, with drafts, and never cached. Anyone else gets a 403 and no draft mode.
 */
export async function GET(req: NextRequest): Promise<Response> {
  const path = sitePathOrNull(req.nextUrl.searchParams.get('path'))
  if (!path) return new Response('Not a page of the site', { status: 400 })
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: req.headers }).catch(() => ({ user: null }))
  const draft = await draftMode()
  if (!isAdminUser(user)) {
    draft.disable()
    return new Response('Sign in to the admin to preview drafts', { status: 403 })
  }
  draft.enable()
  redirect(path)
}
