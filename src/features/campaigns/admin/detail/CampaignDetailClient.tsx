'use client'

import { Gutter, toast, useConfig } from '@payloadcms/ui'
import { formatAdminURL } from 'payload/shared'
import React, { useCallback, useEffect, useState } from 'react'

import { defaultLocale } from '@i18n/locales'
import type { ApiCampaign, CampaignRecipient } from '@/features/campaigns/records'
import { fillPlaceholders, sampleValues } from '@/platform/mail/placeholders'
import { expectOk, firstErrorMessage, send, sendJson } from '@/platform/admin/ui/api'
import { DataTable } from '@/platform/admin/ui/DataTable'
import { useDateFormatter, useNumberFormatter } from '@/platform/admin/ui/format'
import { notifyFailure } from '@/platform/admin/ui/notices'
import { EmailMarketingTrail, PAGE_SIZE, pageOfServer, Panel, ScreenHeader, ui } from '@/platform/admin/ui/ScreenBlocks'
import { staffViewPaths } from '@/platform/admin/ui/paths'
import { CampaignStatusPill } from '@/features/email-marketing/CampaignStatusPill'
import type { LinkClicks } from '@/features/campaigns/link-clicks'
import { ActionsPanel, type CampaignAction } from './ActionsPanel'
import { LinkClicksPanel } from './LinkClicksPanel'
import { ProgressPanel } from './ProgressPanel'
import { SendTestPanel } from './SendTestPanel'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import './CampaignDetail.scss'

const baseClass = 'campaign-detail'
const POLL_MS = 2000

export function CampaignDetailClient({ initial, links }: { initial: ApiCampaign; links: LinkClicks[] }) {
  const [campaign, setCampaign] = useState(initial)
  // One page of the recipients at a time, with how many there are (a campaign can go to 100,000 schools).
  const [recipients, setRecipients] = useState<{ rows: (CampaignRecipient & { id: string })[]; total: number } | null>(
    null,
  )
  const [page, setPage] = useState(1)
  const [busy, setBusy] = useState(false)
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

  const act: CampaignAction = async (verb, body, notice) => {
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

      <ProgressPanel campaign={campaign} />

      <ActionsPanel act={act} busy={busy} campaign={campaign} />

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
