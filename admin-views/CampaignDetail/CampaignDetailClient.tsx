'use client'

import { Button, Gutter, toast, useConfig } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import React, { useCallback, useEffect, useState } from 'react'

import { defaultLocale, locales } from '@i18n/locales'
import type { ApiCampaign, CampaignRecipient } from '@/lib/campaigns/records'
import { fillPlaceholders, sampleValues } from '@/lib/mail/placeholders'
import { expectOk, firstErrorMessage, send, sendJson } from '@admin-views/shared/api'
import { DataTable } from '@admin-views/shared/DataTable'
import { useDateFormatter, useNumberFormatter } from '@admin-views/shared/format'
import { notifyFailure } from '@admin-views/shared/notices'
import {
  EmailMarketingTrail,
  PAGE_SIZE,
  pageOfServer,
  Panel,
  ScreenHeader,
  StatCard,
  ui,
} from '@admin-views/shared/ScreenBlocks'
import { staffViewPaths } from '@admin-views/shared/paths'
import { TableHead } from '@admin-views/shared/TableHead'
import { CampaignStatusPill } from '@admin-views/EmailMarketing/CampaignStatusPill'
import type { LinkClicks } from '@/lib/campaigns/link-clicks'
import { LinkClicksPanel } from './LinkClicksPanel'
import { SendTestPanel } from './SendTestPanel'
import { useStaffTexts } from '../i18n/useStaffTexts'
import './CampaignDetail.scss'

const baseClass = 'campaign-detail'
const POLL_MS = 2000

/** A datetime-local value (local time, minutes) one hour from now. */
function inAnHour(): string {
  const date = new Date(Date.now() + 60 * 60 * 1000)
  date.setSeconds(0, 0)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

export function CampaignDetailClient({ initial, links }: { initial: ApiCampaign; links: LinkClicks[] }) {
  const [campaign, setCampaign] = useState(initial)
  // One page of the recipients at a time, with how many there are (a campaign can go to 100,000 schools).
  const [recipients, setRecipients] = useState<{ rows: (CampaignRecipient & { id: string })[]; total: number } | null>(
    null,
  )
  const [page, setPage] = useState(1)
  const [busy, setBusy] = useState(false)
  // Empty until the field is used: "an hour from now" in the browser's time differs from the server's render
  // (another zone, another minute), and React refused the page's hydration (#418) over the input's value.
  const [when, setWhen] = useState('')
  const { config } = useConfig()
  const text = useStaffTexts().campaignDetail
  const formatNumber = useNumberFormatter()
  const formatDate = useDateFormatter()
  const base = `/api/email-campaigns/${campaign.id}`

  const refresh = useCallback(async () => {
    const [latest, list] = await Promise.all([
      expectOk(await send(base, { cache: 'no-store' })).then((r) => r.json() as Promise<ApiCampaign>),
      expectOk(await send(`${base}/recipients?page=${page}&limit=${PAGE_SIZE}`, { cache: 'no-store' })),
    ])
    const rows = (await list.json()) as CampaignRecipient[]
    setCampaign(latest)
    setRecipients({
      rows: rows.map((r, i) => ({ ...r, id: `${r.schoolId ?? 'x'}-${page}-${i}` })),
      total: Number(list.headers.get('X-Total-Count') ?? rows.length),
    })
  }, [base, page])

  useEffect(() => {
    // refresh() fetches first and sets state only when the answers arrive, the data-fetching use effects are
    // for; the rule cannot see past its await.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void refresh().catch(console.error)
  }, [refresh])

  // Live progress while the sender works (or a schedule comes due).
  const live = campaign.status === 'sending' || campaign.status === 'scheduled' || campaign.status === 'paused'
  useEffect(() => {
    if (!live) return
    const timer = setInterval(() => void refresh().catch(console.error), POLL_MS)
    return () => clearInterval(timer)
  }, [live, refresh])

  const act = async (
    verb: 'send' | 'schedule' | 'cancel' | 'pause' | 'resume',
    body: unknown,
    notice: { title: string; description: string },
  ) => {
    setBusy(true)
    try {
      const res = await sendJson(`${base}/${verb}`, 'POST', body)
      if (!res.ok) {
        // 409s say why in plain words ("A sent campaign cannot be cancelled.").
        const message = firstErrorMessage(await res.json().catch(() => null))
        toast.error(text.notices.failed.title, { description: message ?? text.notices.failed.description })
        return
      }
      setCampaign((await res.json()) as ApiCampaign)
      toast.success(notice.title, { description: notice.description })
      await refresh()
    } catch (error) {
      notifyFailure(error, text.notices.failed)
    } finally {
      setBusy(false)
    }
  }

  const counts = campaign.deliveries
  const remaining = (counts?.queued ?? 0) + (counts?.sending ?? 0)
  const done =
    (counts?.sent ?? 0) +
    (counts?.failed ?? 0) +
    (counts?.bounced ?? 0) +
    (counts?.skipped ?? 0) +
    (counts?.cancelled ?? 0)
  const total = counts?.total ?? 0
  const editable = campaign.status === 'draft' || campaign.status === 'scheduled'
  const emailMarketingUrl = formatAdminURL({
    adminRoute: config.routes.admin,
    path: staffViewPaths.emailMarketing,
    relative: true,
  })
  const preview = fillPlaceholders(campaign.htmlContent, sampleValues[defaultLocale], { html: true })
  const previewEs = campaign.es?.htmlContent
    ? fillPlaceholders(campaign.es.htmlContent, sampleValues.es, { html: true })
    : null
  const paging = pageOfServer({ rows: recipients?.rows ?? [], total: recipients?.total ?? 0, page, limit: PAGE_SIZE })
  const pauseReason = campaign.pauseReason
  const pauseText = text.pause

  return (
    <Gutter className={`${ui} ${baseClass}`}>
      <EmailMarketingTrail current={campaign.name} emailMarketingUrl={emailMarketingUrl} />
      <ScreenHeader intro={text.intro} title={campaign.name} />
      <p className={`${baseClass}__status`}>
        <CampaignStatusPill status={campaign.status} />
        {campaign.status === 'scheduled' && campaign.scheduledAt && (
          <span>{text.actions.scheduledFor(formatDate(campaign.scheduledAt))}</span>
        )}
      </p>
      {pauseReason && (
        <div className={`${baseClass}__pause-reason`} role="alert">
          <strong>
            {pauseText.title} ({formatDate(pauseReason.at, '')})
          </strong>
          <p>{pauseText.why[pauseReason.kind]}</p>
          <p>
            {pauseText.reply} <code>{pauseReason.reply}</code>
          </p>
        </div>
      )}

      <Panel id={`${baseClass}-progress`} title={text.progress.title}>
        {total === 0 ? (
          <p className={`${ui}__empty`}>{text.progress.notStarted}</p>
        ) : (
          <>
            <ul className={`${ui}__stats`}>
              <StatCard caption={text.progress.captions.sent} label={text.progress.sent} value={counts?.sent ?? 0} />
              <StatCard
                caption={text.progress.captions.failed}
                label={text.progress.failed}
                value={counts?.failed ?? 0}
              />
              <StatCard
                caption={text.progress.captions.bounced}
                label={text.progress.bounced}
                value={counts?.bounced ?? 0}
              />
              <StatCard caption={text.progress.captions.remaining} label={text.progress.remaining} value={remaining} />
              <StatCard
                caption={text.progress.captions.skipped}
                label={text.progress.skipped}
                value={(counts?.skipped ?? 0) + (counts?.cancelled ?? 0)}
              />
              <StatCard
                caption={text.progress.captions.unsubscribed}
                label={text.progress.unsubscribed}
                value={counts?.unsubscribed ?? 0}
              />
            </ul>
            {counts?.byLanguage && (
              <div className={`${ui}__table-wrap`}>
                <table aria-label={text.byLanguage.title} className={`${ui}__table ${baseClass}__languages`}>
                  <caption>{text.byLanguage.caption}</caption>
                  <TableHead columns={text.byLanguage.columns} />
                  <tbody>
                    {locales.map((language) => {
                      const row = counts.byLanguage![language]
                      return (
                        <tr key={language}>
                          <th scope="row">{text.byLanguage.languages[language]}</th>
                          {[row.total, row.sent, row.bounced, row.failed, row.unsubscribed].map((n, i) => (
                            <td key={i}>{formatNumber(n)}</td>
                          ))}
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
            )}
            <progress aria-label={text.progress.title} className={`${baseClass}__bar`} max={total} value={done} />
            <p className={`${ui}__hint`} aria-live="polite">
              {text.progress.bar(done, total)} {campaign.status === 'sending' ? text.progress.live : ''}
              {campaign.status === 'paused' ? text.progress.paused : ''}
            </p>
          </>
        )}
      </Panel>

      <Panel id={`${baseClass}-actions`} title={text.actions.title}>
        {editable || campaign.status === 'sending' || campaign.status === 'paused' ? (
          <div className={`${baseClass}__actions`}>
            {editable && (
              <>
                <Button
                  disabled={busy || campaign.recipients.length === 0}
                  margin={false}
                  onClick={() => {
                    if (window.confirm(text.actions.confirmSend(campaign.recipients.length)))
                      void act('send', {}, text.notices.started)
                  }}
                >
                  {busy ? text.actions.sending : text.actions.sendNow}
                </Button>
                <label className={`${baseClass}__when`}>
                  <span>{text.actions.scheduleAt}</span>
                  <input
                    onChange={(e) => setWhen(e.target.value)}
                    onFocus={() => setWhen((current) => current || inAnHour())}
                    type="datetime-local"
                    value={when}
                  />
                </label>
                <Button
                  buttonStyle="secondary"
                  disabled={busy || !when}
                  margin={false}
                  onClick={() =>
                    void act('schedule', { scheduledAt: new Date(when).toISOString() }, text.notices.scheduled)
                  }
                >
                  {text.actions.schedule}
                </Button>
              </>
            )}
            {campaign.status === 'sending' && (
              <Button
                buttonStyle="secondary"
                disabled={busy}
                margin={false}
                onClick={() => void act('pause', {}, text.notices.paused)}
              >
                {text.actions.pause}
              </Button>
            )}
            {campaign.status === 'paused' && (
              <Button disabled={busy} margin={false} onClick={() => void act('resume', {}, text.notices.resumed)}>
                {text.actions.resume}
              </Button>
            )}
            <Button
              buttonStyle="secondary"
              className={`${ui}__danger`}
              disabled={busy}
              margin={false}
              onClick={() => {
                if (window.confirm(text.actions.confirmCancel)) void act('cancel', {}, text.notices.cancelled)
              }}
            >
              {text.actions.cancel}
            </Button>
          </div>
        ) : (
          <p className={`${ui}__hint`}>{text.actions.final}</p>
        )}
      </Panel>

      <SendTestPanel campaignId={campaign.id} schools={recipients?.rows ?? []} />

      {campaign.status !== 'draft' && campaign.status !== 'scheduled' && <LinkClicksPanel links={links} />}

      <Panel id={`${baseClass}-content`} title={text.content.title}>
        <dl className={`${baseClass}__meta`}>
          <dt>{text.content.subject}</dt>
          <dd>{campaign.subject}</dd>
          <dt>{text.content.text}</dt>
          <dd>{campaign.textContent?.trim() ? <pre>{campaign.textContent}</pre> : text.content.textGenerated}</dd>
        </dl>
        {/* sandbox="": no scripts, forms or navigation; the email is only looked at. */}
        <iframe className={`${baseClass}__preview`} sandbox="" srcDoc={preview} title={text.content.preview} />
        <h3>{text.spanish.title}</h3>
        {campaign.es && previewEs ? (
          <>
            <dl className={`${baseClass}__meta`}>
              <dt>{text.content.subject}</dt>
              <dd>{campaign.es.subject}</dd>
            </dl>
            <iframe className={`${baseClass}__preview`} sandbox="" srcDoc={previewEs} title={text.spanish.preview} />
          </>
        ) : (
          <p className={`${ui}__hint`}>{text.spanish.none}</p>
        )}
      </Panel>

      <Panel
        id={`${baseClass}-recipients`}
        title={`${text.recipients.title} (${formatNumber(recipients?.total ?? campaign.recipients.length)})`}
      >
        <DataTable
          columns={text.recipients.columns}
          empty={recipients === null ? '…' : text.recipients.empty}
          label={text.recipients.title}
          onPage={setPage}
          paging={paging}
          renderCells={(r) => (
            <>
              <td className={`${ui}__strong`}>{r.name ?? '-'}</td>
              <td>{r.email}</td>
              <td>{r.country ?? '-'}</td>
              <td>{r.status ? text.recipients.status[r.status] : text.recipients.notQueued}</td>
              <td>{r.attempts ?? 0}</td>
              <td>{r.lastError ?? '-'}</td>
              <td className={`${ui}__nowrap`}>{formatDate(r.sentAt, '-')}</td>
            </>
          )}
        />
      </Panel>
    </Gutter>
  )
}
