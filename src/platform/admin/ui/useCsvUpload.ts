'use client'

import { toast } from '@payloadcms/ui'
import React, { useRef, useState } from 'react'

import { firstErrorMessage, isCsvFile, send, toUploadReport } from './api'
import { type Notice, notifyFailure } from './notices'
import { useStaffTexts } from '../i18n/useStaffTexts'
import type { ImportReport } from './types'

export type CsvUploadOptions = {
  /** The endpoint; the file is sent as the multipart field csvFile (docs/product.md › The /api contract). */
  url: string
  notices: {
    uploaded: { title: string; description: (count: number) => string }
    failed: Notice
  }
  /**
   * The description of the failure notice when the server answered an error; gets the server's first message
   * (or null). Without it the fixed `notices.failed.description` is shown.
   */
  failureDescription?: (serverMessage: string | null) => string
  /** Called after a successful upload (e.g. to re-read the list). */
  onUploaded?: (report: ImportReport) => void
}

/**
 * The CSV upload of the staff screens (docs/product.md › Notices and states): a hidden file input reset after every choice, a type check
 * ('Invalid File', the same notice on every screen), a multipart POST, the success and failure notices and the report of
 * what was imported. CsvUploadButton renders the input and its button.
 */
export function useCsvUpload({ failureDescription, notices, onUploaded, url }: CsvUploadOptions) {
  const sharedText = useStaffTexts().shared
  const [uploading, setUploading] = useState(false)
  const [report, setReport] = useState<ImportReport | null>(null)
  /** The server's message for the last failed upload (null after a success or a new choice). */
  const [failure, setFailure] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const onFileChosen = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    // Reset after every choice, so choosing the same file again uploads it again.
    input.value = ''
    if (!file) return
    setFailure(null)
    if (!isCsvFile(file)) {
      toast.error(sharedText.invalidFile.title, { description: sharedText.invalidFile.description })
      return
    }
    setUploading(true)
    try {
      const body = new FormData()
      body.append('csvFile', file)
      const response = await send(url, { method: 'POST', body })
      const data: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        const serverMessage = firstErrorMessage(data)
        setFailure(serverMessage)
        toast.error(notices.failed.title, {
          description: failureDescription ? failureDescription(serverMessage) : notices.failed.description,
        })
        return
      }
      const result = toUploadReport(data)
      setReport(result)
      toast.success(notices.uploaded.title, { description: notices.uploaded.description(result.count) })
      onUploaded?.(result)
    } catch (error) {
      notifyFailure(error, notices.failed)
    } finally {
      setUploading(false)
    }
  }

  return { failure, fileInput, onFileChosen, report, setReport, uploading }
}

export type CsvUpload = ReturnType<typeof useCsvUpload>
