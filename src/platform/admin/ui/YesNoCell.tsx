'use client'

import { Pill, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { type Bilingual, inLanguage } from '@/platform/i18n/bilingual'

export type CellLabels = { yes: Bilingual; no: Bilingual }

const yesNo: CellLabels = { yes: { en: 'Yes', es: 'Sí' }, no: { en: 'No', es: 'No' } }

/**
 * A checkbox column shown as a word instead of Payload's raw true/false, in the admin's language: the labels come
 * from the field's `admin.custom.cellLabels` ({ yes, no }), e.g. Processed / New.
 */
export function YesNoCell({ cellData, field }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const custom = (field as { admin?: { custom?: { cellLabels?: CellLabels } } }).admin?.custom
  const labels = custom?.cellLabels ?? yesNo
  const yes = cellData === true
  return (
    <Pill pillStyle={yes ? 'success' : 'light-gray'} size="small">
      {inLanguage(i18n.language, yes ? labels.yes : labels.no)}
    </Pill>
  )
}
