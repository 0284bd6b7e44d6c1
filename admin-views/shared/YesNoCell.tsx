'use client'

import { Pill } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

/**
 * A checkbox column shown as a word instead of Payload's raw true/false: the labels come from the field's
 * `admin.custom.cellLabels` ({ yes, no }), e.g. Processed / New.
 */
export function YesNoCell({ cellData, field }: DefaultCellComponentProps) {
  const custom = (field as { admin?: { custom?: { cellLabels?: { yes: string; no: string } } } }).admin?.custom
  const labels = custom?.cellLabels ?? { yes: 'Yes', no: 'No' }
  const yes = cellData === true
  return (
    <Pill pillStyle={yes ? 'success' : 'light-gray'} size="small">
      {yes ? labels.yes : labels.no}
    </Pill>
  )
}
