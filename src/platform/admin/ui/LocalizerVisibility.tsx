'use client'

import { useConfig } from '@payloadcms/ui'
import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'

type FieldLike = { localized?: boolean; fields?: FieldLike[]; tabs?: FieldLike[]; blocks?: FieldLike[] }

const hasLocalizedField = (fields: FieldLike[] | undefined): boolean =>
  (fields ?? []).some(
    (f) => f.localized || hasLocalizedField(f.fields) || hasLocalizedField(f.tabs) || hasLocalizedField(f.blocks),
  )

/**
 * Payload shows its Locale switcher on every admin screen. It means something only where there is text in two
 * languages: the edit and list screens of collections and globals with localized fields. Elsewhere (enquiries,
 * subscribers, the staff screens) it is hidden, so nobody wonders which language an enquiry is "in".
 */
export function LocalizerVisibility({ children }: { children?: ReactNode }) {
  const { config } = useConfig()
  const pathname = usePathname() ?? ''
  const [, kind, slug] = pathname.match(/\/(collections|globals)\/([^/]+)/) ?? []
  const entity =
    kind === 'collections'
      ? config.collections.find((c) => c.slug === slug)
      : kind === 'globals'
        ? config.globals.find((g) => g.slug === slug)
        : undefined
  const localized = Boolean(entity && hasLocalizedField(entity.fields as FieldLike[]))
  return (
    <>
      {children}
      {!localized && (
        <style>{'.app-header__localizer, .app-header__localizer-spacing { display: none !important; }'}</style>
      )}
    </>
  )
}
