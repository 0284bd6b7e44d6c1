'use client'

import React, { useState } from 'react'

import { type Locale, locales } from '@i18n/locales'
import { DataTable } from '@admin-views/shared/DataTable'
import { type DateFormatter, useNumberFormatter } from '@admin-views/shared/format'
import { paginate, Panel, StatCard, ui } from '@admin-views/shared/ScreenBlocks'
import type { CampaignSummary } from '@admin-views/shared/types'
import { baseClass, CampaignStatusPill } from './CampaignStatusPill'
import { useStaffTexts } from '../i18n/useStaffTexts'

/**
 * SPEC's three cards (open, click and bounce rate), each with a measured figure or "Not measured": opens and clicks
 * are not tracked, bounces are counted from the relay's answers over every campaign that mailed anyone.
 */
export function RateCards({ campaigns }: { campaigns: CampaignSummary[] }) {
  const { emailMarketing: text } = useStaffTexts()
  const rates = text.analytics.rates
  const bounced = campaigns.reduce((n, c) => n + c.delivered.bounced, 0)
  const mailed = campaigns.reduce((n, c) => n + c.delivered.sent + c.delivered.failed + c.delivered.bounced, 0)
  return (
    <ul className={`${ui}__stats ${baseClass}__analytics`}>
      <StatCard caption={rates.openRate.caption} label={rates.openRate.label} value={rates.notMeasured} />
      <StatCard caption={rates.clickRate.caption} label={rates.clickRate.label} value={rates.notMeasured} />
      <StatCard
        caption={mailed ? rates.bounceRate.caption(bounced, mailed) : rates.bounceRate.nothingYet}
        label={rates.bounceRate.label}
        value={mailed ? text.analytics.real.percentOf(bounced, mailed) : rates.notMeasured}
      />
    </ul>
  )
}

/** Measured campaign figures: totals, then one row per campaign that has mailed anyone. */
export function AnalyticsFigures({
  campaigns,
  formatDate,
}: {
  campaigns: CampaignSummary[]
  formatDate: DateFormatter
}) {
  const { emailMarketing: text, shared: sharedText } = useStaffTexts()
  const t = text.analytics.real
  const formatNumber = useNumberFormatter()
  const [page, setPage] = useState(1)
  type Figure = Exclude<keyof CampaignSummary['delivered'], 'byLanguage'>
  const sum = (key: Figure) => campaigns.reduce((n, c) => n + c.delivered[key], 0)
  const sumIn = (language: Locale, key: Figure) =>
    campaigns.reduce((n, c) => n + c.delivered.byLanguage[language][key], 0)
  const sent = sum('sent')
  const failed = sum('failed')
  const bounced = sum('bounced')
  const unsubscribed = sum('unsubscribed')
  return (
    <>
      <RateCards campaigns={campaigns} />
      <ul className={`${ui}__stats ${baseClass}__analytics`}>
        <StatCard caption={t.sent.caption} label={t.sent.label} value={sent} />
        <StatCard caption={t.rate(failed, sent + failed + bounced)} label={t.failed.label} value={failed} />
        <StatCard caption={t.rate(bounced, sent + failed + bounced)} label={t.bounced.label} value={bounced} />
        <StatCard caption={t.rate(unsubscribed, sent)} label={t.unsubscribed.label} value={unsubscribed} />
      </ul>
      <Panel id={`${baseClass}-analytics-per-language`} title={t.perLanguage}>
        <div className={`${ui}__table-wrap`}>
          <table aria-label={t.perLanguage} className={`${ui}__table`}>
            <thead>
              <tr>
                {t.languageColumns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {locales.map((language) => (
                <tr key={language}>
                  <th scope="row">{sharedText.languages[language]}</th>
                  {(['sent', 'bounced', 'failed', 'unsubscribed'] as const).map((key) => (
                    <td key={key}>{formatNumber(sumIn(language, key))}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </Panel>
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
              <td>{formatNumber(c.delivered.sent)}</td>
              <td>{formatNumber(c.delivered.failed)}</td>
              <td>{formatNumber(c.delivered.bounced)}</td>
              <td>{formatNumber(c.delivered.unsubscribed)}</td>
              <td className={`${ui}__nowrap`}>{formatDate(c.sentAt, '-')}</td>
            </>
          )}
        />
      </Panel>
      <p className={`${ui}__hint`}>{t.note}</p>
    </>
  )
}
