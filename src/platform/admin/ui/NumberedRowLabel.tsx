'use client'

import { getTranslation } from '@payloadcms/translations'
import { useRowLabel, useTranslation } from '@payloadcms/ui'
import React from 'react'

/**
 * A list row's title, "Punto destacado 01", as Payload's own (same class, same numbering). Payload builds it from
 * the row's singular label, which it also puts mid-sentence ("Añadir punto destacado", "al menos 1 tramo"): the
 * Spanish singular is written in lower case for those, so the row's title gets its own capitalised label here
 * (src/platform/collections/plugins/admin-language.ts).
 */
export function NumberedRowLabel({ label }: { label: Record<string, string> }) {
  const { i18n } = useTranslation()
  const { rowNumber } = useRowLabel()
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {`${getTranslation(label, i18n)} ${number}`}
    </span>
  )
}
