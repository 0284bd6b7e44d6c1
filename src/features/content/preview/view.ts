import config from '@payload-config'
import { draftMode, headers } from 'next/headers'
import { getPayload } from 'payload'

import { isAdminUser } from '@/platform/access'
import { type ContentView, visitorView } from '@/features/content/view'
import type { User } from '@/payload-types'

/**
 * The view a public page renders with. Outside draft mode, the visitor's, without touching the request (reading
 * cookies would make every page dynamic and end its caching). In draft mode, which Next renders per request and
 * never caches, the staff member's whose session cookie came with the request: a draft-mode cookie left in a
 * browser after signing out shows published content only.
 */
export async function currentView(): Promise<ContentView> {
  if (!(await draftMode()).isEnabled) return visitorView
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: await headers() })
  return isAdminUser(user) ? { draft: true, user: user as User } : visitorView
}
