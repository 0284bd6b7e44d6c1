'use client'

import type { DefaultCellComponentProps } from 'payload'
import { DefaultCell, useListDrawerContext, useTranslation } from '@payloadcms/ui'
import React from 'react'

/** A title with no words: never saved, or saved empty (a draft is saved before its title is written). */
const isBlank = (value: unknown) => value === null || value === undefined || String(value).trim() === ''

/**
 * The title column of a list: a document with no title yet reads "Untitled" ("Sin título") in the admin language
 * rather than Payload's "<No Title>". Inside a relationship's list drawer the title selects the row, as in
 * Payload's own cell.
 */
export function UntitledCell(props: DefaultCellComponentProps) {
  const { t } = useTranslation()
  const { drawerSlug, onSelect } = useListDrawerContext()
  const cellData = isBlank(props.cellData) ? t('general:untitled') : props.cellData
  if (drawerSlug && props.link) {
    return (
      <DefaultCell
        {...props}
        cellData={cellData}
        className="default-cell__first-cell"
        link={false}
        onClick={({ collectionSlug, rowData }) => onSelect?.({ collectionSlug, doc: rowData, docID: rowData.id })}
      />
    )
  }
  return <DefaultCell {...props} cellData={cellData} />
}
