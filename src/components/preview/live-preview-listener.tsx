'use client'

import { RefreshRouteOnSave } from '@payloadcms/live-preview-react'
import { useRouter } from 'next/navigation'

/**
 * In the admin's live preview, re-renders the page from the server each time the editor's draft is saved
 * (autosave, every second or two). Rendered only in draft mode, so visitors' pages never load it.
 */
export function LivePreviewListener() {
  const router = useRouter()
  // The admin that sends the messages is the origin this page was opened from (admin.* hosts included).
  const origin = typeof window === 'undefined' ? '' : window.location.origin
  return <RefreshRouteOnSave refresh={() => router.refresh()} serverURL={origin} />
}
