'use client'

import { Button, ConfirmationModal, Gutter, Pill, toast, useModal } from '@payloadcms/ui'
import React, { useRef, useState } from 'react'

import { personLookupSchema } from '@/platform/validation/privacy'
import { expectOk, sendJson } from '@/platform/admin/ui/api'
import { TextField } from '@/platform/admin/ui/fields'
import { useDateFormatter } from '@/platform/admin/ui/format'
import { notifyFailure } from '@/platform/admin/ui/notices'
import { Panel, ScreenHeader, ui } from '@/platform/admin/ui/ScreenBlocks'
import type { MessageCatalog } from '@/platform/admin/ui/types'
import { issuesByField } from '@/platform/admin/ui/validation'
import { api } from './api'
import { AuditTable, baseClass, PersonRecords } from './RecordTables'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { AuditLine, PersonReport } from './types'
import './Privacy.scss'

const CONFIRM_ERASE_MODAL = 'staff-privacy-confirm-erase'

type Props = {
  adminRoute: string
  messages: MessageCatalog
  recent: AuditLine[]
}

export function PrivacyClient({ adminRoute, messages, recent }: Props) {
  const text = useStaffTexts().privacy
  const [email, setEmail] = useState('')
  const [emailError, setEmailError] = useState<string | undefined>()
  const [searching, setSearching] = useState(false)
  const [report, setReport] = useState<PersonReport | null>(null)
  const [exporting, setExporting] = useState<'json' | 'csv' | null>(null)
  const emailInput = useRef<HTMLInputElement>(null)
  const { openModal } = useModal()
  const formatDate = useDateFormatter()

  const records = report ? report.sources.reduce((n, s) => n + s.records.length, 0) : 0

  /** Reads every record of the address (the shared schema checks it first, as the server does). */
  const lookup = async (address: string): Promise<PersonReport | null> => {
    const parsed = personLookupSchema.safeParse({ email: address })
    if (!parsed.success) {
      setEmailError(issuesByField(parsed.error, messages).email)
      emailInput.current?.focus()
      return null
    }
    setEmailError(undefined)
    const response = await expectOk(await sendJson(api.lookup, 'POST', parsed.data))
    const found = (await response.json()) as PersonReport
    setReport(found)
    return found
  }

  const search = async (event: React.FormEvent) => {
    event.preventDefault()
    setSearching(true)
    try {
      await lookup(email)
    } catch (error) {
      notifyFailure(error, text.notices.searchFailed)
    } finally {
      setSearching(false)
    }
  }

  const download = async (format: 'json' | 'csv') => {
    if (!report) return
    setExporting(format)
    try {
      const response = await expectOk(await sendJson(api.export, 'POST', { email: report.email, format }))
      const name =
        /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `personal-data.${format}`
      saveFile(await response.blob(), name)
      toast.success(text.notices.exported.title, { description: text.notices.exported.description })
      // The export is now in the person's history.
      void lookup(report.email).catch(console.error)
    } catch (error) {
      notifyFailure(error, text.notices.exportFailed)
    } finally {
      setExporting(null)
    }
  }

  const erase = async () => {
    if (!report) return
    try {
      const response = await expectOk(await sendJson(api.erase, 'POST', { email: report.email, confirm: true }))
      const { removed } = (await response.json()) as { removed: Record<string, number> }
      const total = Object.values(removed).reduce((a, b) => a + b, 0)
      toast.success(text.notices.erased.title, { description: text.notices.erased.description(total) })
      await lookup(report.email)
    } catch (error) {
      notifyFailure(error, text.notices.eraseFailed)
    }
  }

  return (
    <Gutter className={`${ui} ${baseClass}`}>
      <ScreenHeader intro={text.intro} title={text.title} />

      <Panel id={`${baseClass}-search`} title={text.search.title}>
        <form className={`${baseClass}__search`} noValidate onSubmit={search}>
          <TextField
            autoComplete="off"
            error={emailError}
            hint={text.search.hint}
            id={`${baseClass}-email`}
            inputRef={emailInput}
            label={text.search.label}
            name="email"
            onChange={setEmail}
            required
            type="email"
            value={email}
          />
          <div className={`${ui}__form-actions`}>
            <Button buttonStyle="primary" disabled={searching} margin={false} type="submit">
              {searching ? text.search.searching : text.search.submit}
            </Button>
          </div>
        </form>
      </Panel>

      {report && (
        <Panel
          actions={
            <div className={`${ui}__panel-actions`}>
              <Button
                buttonStyle="secondary"
                disabled={exporting !== null}
                margin={false}
                onClick={() => void download('json')}
                size="small"
              >
                {exporting === 'json' ? text.actions.exporting : text.actions.exportJson}
              </Button>
              <Button
                buttonStyle="secondary"
                disabled={exporting !== null}
                margin={false}
                onClick={() => void download('csv')}
                size="small"
              >
                {exporting === 'csv' ? text.actions.exporting : text.actions.exportCsv}
              </Button>
              <Button
                buttonStyle="secondary"
                className={`${ui}__danger`}
                disabled={records === 0}
                margin={false}
                onClick={() => openModal(CONFIRM_ERASE_MODAL)}
                size="small"
              >
                {text.actions.erase}
              </Button>
            </div>
          }
          id={`${baseClass}-result`}
          title={text.result.title(report.email)}
        >
          <div aria-live="polite" className={`${baseClass}__status`}>
            <Pill pillStyle={report.suppression ? 'warning' : 'light'} size="small">
              {report.suppression
                ? text.result.suppressed(report.suppression.reason, formatDate(report.suppression.createdAt))
                : text.result.notSuppressed}
            </Pill>
            <span>{text.result.count(records)}</span>
          </div>

          {records === 0 ? (
            <p className={`${ui}__empty`}>{text.result.none}</p>
          ) : (
            <PersonRecords adminRoute={adminRoute} formatDate={formatDate} report={report} />
          )}

          <h3 className={`${baseClass}__subtitle`}>{text.result.history}</h3>
          <AuditTable
            empty={text.result.noHistory}
            formatDate={formatDate}
            label={text.result.history}
            lines={report.audit}
          />
        </Panel>
      )}

      <Panel
        actions={
          <a className={`${baseClass}__link`} href={`${adminRoute}/collections/audit-events`}>
            {text.recent.all}
          </a>
        }
        id={`${baseClass}-recent`}
        title={text.recent.title}
      >
        <AuditTable empty={text.recent.empty} formatDate={formatDate} label={text.recent.title} lines={recent} />
      </Panel>

      <ConfirmationModal
        body={report ? text.actions.eraseBody(report.email, records) : ''}
        cancelLabel={text.actions.cancel}
        confirmingLabel={text.actions.erasing}
        confirmLabel={text.actions.eraseConfirm}
        heading={text.actions.eraseHeading}
        modalSlug={CONFIRM_ERASE_MODAL}
        onConfirm={erase}
      />
    </Gutter>
  )
}

/** Hands a downloaded body to the browser as a file. */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
