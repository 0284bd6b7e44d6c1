'use client'

import React, { useState } from 'react'

import { DataTable } from '@admin-views/shared/DataTable'
import type { DateFormatter } from '@admin-views/shared/format'
import { paginate, Panel, StatCard, ui } from '@admin-views/shared/ScreenBlocks'
import type { CampaignSummary } from '@admin-views/shared/types'
import { baseClass, CampaignStatusPill } from './CampaignStatusPill'
import { text } from './strings'

const t = text.analytics.real

/** Measured campaign figures: totals, then one row per campaign that has mailed anyone. */
export function AnalyticsFigures({
  campaigns,
  formatDate,
}: {
  campaigns: CampaignSummary[]
  formatDate: DateFormatter
}) {
  const [page, setPage] = useState(1)
  const sum = (key: keyof CampaignSummary['delivered']) => campaigns.reduce((n, c) => n + c.delivered[key], 0)
  const sent = sum('sent')
  const failed = sum('failed')
  const unsubscribed = sum('unsubscribed')
  return (
    <>
      <ul className={`${ui}__stats ${baseClass}__analytics`}>
        <StatCard caption={t.sent.caption} label={t.sent.label} value={sent} />
        <StatCard caption={t.rate(failed, sent + failed)} label={t.failed.label} value={failed} />
        <StatCard caption={t.rate(unsubscribed, sent)} label={t.unsubscribed.label} value={unsubscribed} />
      </ul>
      <Panel id={`${baseClass}-analytics-per-campaign`} title={t.perCampaign}>
        <DataTable
          columns={t.columns}
          empty={text.analytics.placeholder}
          label={t.perCampaign}
          onPage={setPage}
          paging={paginate(campaigns, page)}
          renderCells={(c) => (
            <>
              <td className={`${ui}__strong`}>{c.name}</td>
              <td>
                <CampaignStatusPill status={c.status} />
              </td>
              <td>{c.delivered.sent.toLocaleString('en-US')}</td>
              <td>{c.delivered.failed.toLocaleString('en-US')}</td>
              <td>{c.delivered.unsubscribed.toLocaleString('en-US')}</td>
              <td className={`${ui}__nowrap`}>{formatDate(c.sentAt, '-')}</td>
            </>
          )}
        />
      </Panel>
      <p className={`${ui}__hint`}>{t.note}</p>
    </>
  )
}
