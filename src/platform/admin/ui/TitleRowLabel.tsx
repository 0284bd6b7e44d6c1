'use client'

import { useRowLabel } from '@payloadcms/ui'
import React from 'react'

/**
 * A list row named by its title (e.g. a legal page's section, "Website owner") rather than "Section 01", so an
 * editor finds the section to change without opening every row.
 */
export function TitleRowLabel() {
  const { data, rowNumber } = useRowLabel<{ title?: string | null }>()
  const number = String((rowNumber ?? 0) + 1).padStart(2, '0')
  return <span>{data?.title ? `${number}. ${data.title}` : number}</span>
}
