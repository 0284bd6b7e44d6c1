import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { sitePathOrNull } from '@/features/content/preview/site-path'

/** GET /next/exit-preview?path=/es — leaves draft mode: the page as visitors see it. */
export async function GET(req: NextRequest): Promise<Response> {
  ;(await draftMode()).disable()
  redirect(sitePathOrNull(req.nextUrl.searchParams.get('path')) ?? '/')
}
