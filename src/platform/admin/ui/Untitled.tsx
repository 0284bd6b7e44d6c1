'use client'

import type { ClientCollectionConfig, DefaultCellComponentProps } from 'payload'
import {
  DefaultCell,
  useDocumentInfo,
  useDocumentTitle,
  useFormFields,
  useListDrawerContext,
  useTranslation,
} from '@payloadcms/ui'
import React, { useEffect, useRef } from 'react'

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

/**
 * The heading and breadcrumb of a document with no title yet read "Untitled" ("Sin título") in the admin language
 * rather than its id. Payload names such a document by its id again each time it reads the document (on opening,
 * after each autosave) and when the title is emptied; this sets "Untitled" only then, so the heading still follows
 * the title as it is typed. It waits a frame, as Payload's own title setter does: on opening, Payload's provider sets
 * the id after this component's effect has run. Rendered before the document's buttons
 * (src/platform/collections/plugins/untitled-documents.ts).
 */
export function UntitledHeading() {
  const { t } = useTranslation()
  const { id, collectionSlug, docConfig } = useDocumentInfo()
  const { title, setDocumentTitle } = useDocumentTitle()
  const useAsTitle = collectionSlug ? (docConfig as ClientCollectionConfig | undefined)?.admin?.useAsTitle : undefined
  const blank = useFormFields(([fields]) => (useAsTitle ? isBlank(fields?.[useAsTitle]?.value) : false))
  const untitled = t('general:untitled')
  // The title as last rendered, for the frame below to check again.
  const shown = useRef(title)
  useEffect(() => {
    shown.current = title
  }, [title])
  useEffect(() => {
    if (!blank || id === undefined || id === null) return
    // Only while Payload names it by its id: setting it otherwise would undo the editor's typing.
    const namedById = () => shown.current === String(id)
    if (!namedById()) return
    const frame = requestAnimationFrame(() => {
      if (namedById()) setDocumentTitle(untitled)
    })
    return () => cancelAnimationFrame(frame)
  }, [blank, id, title, untitled, setDocumentTitle])
  return null
}
