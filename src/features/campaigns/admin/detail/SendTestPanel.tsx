'use client'

import { Button, toast, useAuth } from '@payloadcms/ui'
import React, { useEffect, useState } from 'react'

import { testSendSchema } from '@/features/campaigns/campaign-schema'
import { firstErrorMessage, getJson, sendJson } from '@/platform/admin/ui/api'
import { notifyFailure } from '@/platform/admin/ui/notices'
import { Panel, ui } from '@/platform/admin/ui/ScreenBlocks'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

type School = { schoolId: number | null; name: string | null; email: string }

/** The addresses typed in the box: separated by commas, semicolons, spaces or new lines. */
const splitEmails = (value: string) =>
  value
    .split(/[\s,;]+/)
    .map((e) => e.trim())
    .filter(Boolean)

/**
 * "Send test": the campaign rendered for a chosen school, or with the sample values (every language
 * version), mailed at once to the typed addresses (the signed-in staff member's by default), "[TEST]" before the
 * subject. Nothing about the campaign changes.
 */
export function SendTestPanel({ campaignId, schools }: { campaignId: number; schools: School[] }) {
  const text = useStaffTexts().campaignDetail
  const { user } = useAuth()
  const [emails, setEmails] = useState(() => (typeof user?.email === 'string' ? user.email : ''))
  const [schoolId, setSchoolId] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const id = 'campaign-detail-test'
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState<School | null>(null)
  const found = useRecipientSearch(campaignId, search)
  // The schools on the recipients' page shown, or those the search found among all of them; the chosen one stays
  // on offer while the search changes.
  const listed = search.trim() ? (found ?? []) : schools
  const offered = [
    ...(chosen && !listed.some((s) => s.schoolId === chosen.schoolId) ? [chosen] : []),
    ...listed,
  ].filter((s): s is School & { schoolId: number } => s.schoolId !== null)

  const onSend = async () => {
    if (busy) return
    const body = { emails: splitEmails(emails), ...(schoolId ? { schoolId: Number(schoolId) } : {}) }
    const checked = testSendSchema.safeParse(body)
    if (!checked.success) {
      const issue = checked.error.issues[0]
      setError(issue?.path[0] === 'emails' && issue.path.length > 1 ? text.test.invalidEmail : text.test.needEmail)
      return
    }
    setError(null)
    setBusy(true)
    try {
      const response = await sendJson(`/api/email-campaigns/${campaignId}/test`, 'POST', body)
      const data: unknown = await response.json().catch(() => null)
      if (!response.ok) {
        setError(firstErrorMessage(data) ?? text.test.failed.description)
        toast.error(text.test.failed.title, { description: firstErrorMessage(data) ?? text.test.failed.description })
        return
      }
      const { sent, skipped } = data as { sent: number; skipped: string[] }
      const description = [text.test.sent.description(sent), skipped.length ? text.test.sent.skipped(skipped) : '']
      toast.success(text.test.sent.title, { description: description.join(' ').trim() })
    } catch (failure) {
      notifyFailure(failure, text.test.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Panel id={id} title={text.test.title}>
      <p className={`${ui}__hint`}>{text.test.intro}</p>
      <div className={`${ui}__form`}>
        <div className={`${ui}__field${error ? ` ${ui}__field--error` : ''}`}>
          <label className={`${ui}__label`} htmlFor={`${id}-emails`}>
            {text.test.emails}
          </label>
          <input
            aria-describedby={`${id}-emails-hint${error ? ` ${id}-emails-error` : ''}`}
            aria-invalid={error ? true : undefined}
            className={`${ui}__input`}
            id={`${id}-emails`}
            onChange={(event) => setEmails(event.target.value)}
            value={emails}
          />
          <p className={`${ui}__field-hint`} id={`${id}-emails-hint`}>
            {text.test.emailsHint}
          </p>
          {error && (
            <p className={`${ui}__field-error`} id={`${id}-emails-error`} role="alert">
              {error}
            </p>
          )}
        </div>
        <div className={`${ui}__field`}>
          <label className={`${ui}__label`} htmlFor={`${id}-search`}>
            {text.test.search}
          </label>
          <input
            aria-describedby={`${id}-search-hint`}
            className={`${ui}__input`}
            id={`${id}-search`}
            onChange={(event) => setSearch(event.target.value)}
            type="search"
            value={search}
          />
          <p className={`${ui}__field-hint`} id={`${id}-search-hint`}>
            {search.trim() && found?.length === 0 ? text.test.noMatch : text.test.searchHint}
          </p>
        </div>
        <div className={`${ui}__field`}>
          <label className={`${ui}__label`} htmlFor={`${id}-school`}>
            {text.test.school}
          </label>
          <select
            className={`${ui}__input`}
            id={`${id}-school`}
            onChange={(event) => {
              setSchoolId(event.target.value)
              setChosen(offered.find((s) => String(s.schoolId) === event.target.value) ?? null)
            }}
            value={schoolId}
          >
            <option value="">{text.test.sample}</option>
            {offered.map((school) => (
              <option key={school.schoolId} value={school.schoolId}>
                {school.name ?? school.email}
              </option>
            ))}
          </select>
        </div>
        <div>
          <Button disabled={busy} margin={false} onClick={() => void onSend()}>
            {busy ? text.test.sending : text.test.send}
          </Button>
        </div>
      </div>
    </Panel>
  )
}

/** The campaign's recipients whose school name or address holds `search`, read a moment after typing stops. */
function useRecipientSearch(campaignId: number, search: string): School[] | null {
  const query = search.trim()
  const [result, setResult] = useState<{ query: string; rows: School[] } | null>(null)
  useEffect(() => {
    if (!query) return
    let current = true
    const timer = setTimeout(() => {
      const url = `/api/email-campaigns/${campaignId}/recipients?page=1&limit=20&q=${encodeURIComponent(query)}`
      getJson<School[]>(url)
        .then((rows) => current && setResult({ query, rows }))
        .catch(() => current && setResult({ query, rows: [] }))
    }, 250)
    return () => {
      current = false
      clearTimeout(timer)
    }
  }, [campaignId, query])
  return result?.query === query ? result.rows : null
}
