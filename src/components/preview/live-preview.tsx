'use client'

import { lazy, Suspense } from 'react'

/**
 * The live-preview listener, fetched as a chunk of its own when it renders (draft mode only). Imported
 * directly, its code (and @payloadcms/live-preview-react) went into the layout's script that every visitor
 * loads; React's lazy() costs visitors nothing more (next/dynamic added its loader, about 1 KB).
 */
const Listener = lazy(() => import('./live-preview-listener').then((m) => ({ default: m.LivePreviewListener })))

export function LivePreview() {
  return (
    <Suspense fallback={null}>
      <Listener />
    </Suspense>
  )
}
