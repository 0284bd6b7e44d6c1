'use client'

import { Button } from '@payloadcms/ui'
import React from 'react'

import { useStaffTexts } from '../i18n/useStaffTexts'
import { ui } from './ui'
import type { CsvUpload } from './useCsvUpload'
import './staff-ui.scss'

/** The upload button of a CSV import: it opens a hidden file input (named for assistive technology). */
export function CsvUploadButton({
  chooseLabel,
  label,
  upload: { fileInput, onFileChosen, uploading },
}: {
  /** The accessible name of the file input. */
  chooseLabel: string
  label: string
  upload: Pick<CsvUpload, 'fileInput' | 'onFileChosen' | 'uploading'>
}) {
  const text = useStaffTexts().shared
  return (
    <div className={`${ui}__upload`}>
      <input
        accept=".csv,text/csv"
        aria-label={chooseLabel}
        className={`${ui}__file-input`}
        hidden
        onChange={(event) => void onFileChosen(event)}
        ref={fileInput}
        type="file"
      />
      <Button
        buttonStyle="primary"
        disabled={uploading}
        margin={false}
        onClick={() => fileInput.current?.click()}
        size="medium"
      >
        {uploading ? text.uploading : label}
      </Button>
    </div>
  )
}
