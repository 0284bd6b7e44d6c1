'use client'

import React, { useState } from 'react'

import { type Locale, locales } from '@i18n/locales'
import { DataTable } from '@admin-views/shared/DataTable'
import { type DateFormatter, useNumberFormatter } from '@admin-views/shared/format'
import { paginate, Panel, StatCard, ui } from '@admin-views/shared/ScreenBlocks'
import type { MonthFigures } from '@/lib/campaigns/link-clicks'
import type { CampaignSummary } from '@admin-views/shared/types'
import { baseClass, CampaignStatusPill } from './CampaignStatusPill'
import { useStaffTexts } from '../i18n/useStaffTexts'

/**
 * The three rate cards (open, click and bounce rate; docs/product.md › Campaign analytics), each with a measured figure or "Not measured": opens are not
 * tracked; clicks are the counted links per mail sent; bounces are counted from the relay's answers over every
 * campaign that mailed anyone.
 */
export function RateCards({ campaigns, countingLinks }: { campaigns: CampaignSummary[]; countingLinks: boolean }) {
  const { emailMarketing: text } = useStaffTexts()
  const rates = text.analytics.rates
  const bounced = campaigns.reduce((n, c) => n + c.delivered.bounced, 0)
  const mailed = campaigns.reduce((n, c) => n + c.delivered.sent + c.delivered.failed + c.delivered.bounced, 0)
  const sent = campaigns.reduce((n, c) => n + c.delivered.sent, 0)
  const clicks = campaigns.reduce((n, c) => n + c.clicks, 0)
  const clicksMeasured = sent > 0 && (countingLinks || clicks > 0)
  return (
    <ul className={`${ui}__stats ${baseClass}__analytics`}>
      <StatCard caption={rates.openRate.caption} label={rates.openRate.label} value={rates.notMeasured} />
      <StatCard
        caption={
          !countingLinks
            ? rates.clickRate.off
            : sent
              ? rates.clickRate.caption(clicks, sent)
              : rates.bounceRate.nothingYet
        }
        label={rates.clickRate.label}
        value={clicksMeasured ? text.analytics.real.percentOf(clicks, sent) : rates.notMeasured}
      />
      <StatCard
        caption={mailed ? rates.bounceRate.caption(bounced, mailed) : rates.bounceRate.nothingYet}
        label={rates.bounceRate.label}
        value={mailed ? text.analytics.real.percentOf(bounced, mailed) : rates.notMeasured}
      />
    </ul>
  )
}

/** What the Analytics tab reads besides the campaigns: the months, and whether links are counted now. */
export type CampaignAnalytics = { months: MonthFigures[]; countingLinks: boolean }

/** Measured campaign figures: totals, then one row per campaign that has mailed anyone. */
export function AnalyticsFigures({
  analytics,
  campaigns,
  formatDate,
}: {
  analytics: CampaignAnalytics
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
      <RateCards campaigns={campaigns} countingLinks={analytics.countingLinks} />
      <ul className={`${ui}__stats ${baseClass}__analytics`}>
        <StatCard caption={t.sent.caption} label={t.sent.label} value={sent} />
        <StatCard caption={t.rate(failed, sent + failed + bounced)} label={t.failed.label} value={failed} />
        <StatCard caption={t.rate(bounced, sent + failed + bounced)} label={t.bounced.label} value={bounced} />
        <StatCard caption={t.rate(unsubscribed, sent)} label={t.unsubscribed.label} value={unsubscribed} />
      </ul>
      <FiguresTable
        columns={t.languageColumns}
        id={`${baseClass}-analytics-per-language`}
        rows={locales.map((language) => ({
          key: language,
          label: sharedText.languages[language],
          figures: (['sent', 'bounced', 'failed', 'unsubscribed'] as const).map((key) => sumIn(language, key)),
        }))}
        title={t.perLanguage}
      />
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
              <td>{formatNumber(c.clicks)}</td>
              <td className={`${ui}__nowrap`}>{formatDate(c.sentAt, '-')}</td>
            </>
          )}
        />
      </Panel>
      <MonthsPanel months={analytics.months} />
      <p className={`${ui}__hint`}>{t.note}</p>
    </>
  )
}

/** Mails, bounces, unsubscribes and clicks per month on Madrid's calendar, newest first (the last twelve). */
function MonthsPanel({ months }: { months: MonthFigures[] }) {
  const { emailMarketing: text, language } = useStaffTexts()
  const t = text.analytics.real
  const monthName = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  })
  return (
    <FiguresTable
      columns={t.monthColumns}
      id={`${baseClass}-analytics-per-month`}
      rows={months.map((m) => ({
        key: m.month,
        label: monthName.format(new Date(`${m.month}-01T12:00:00Z`)),
        figures: (['sent', 'bounced', 'unsubscribed', 'clicks'] as const).map((key) => m[key]),
      }))}
      title={t.perMonth}
    />
  )
}

/** A panel holding one table of counts: a header row, then a row per thing counted, its name first. */
function FiguresTable({
  columns,
  id,
  rows,
  title,
}: {
  columns: readonly string[]
  id: string
  rows: Array<{ key: string; label: string; figures: number[] }>
  title: string
}) {
  const formatNumber = useNumberFormatter()
  return (
    <Panel id={id} title={title}>
      <div className={`${ui}__table-wrap`}>
        <table aria-label={title} className={`${ui}__table`}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <th scope="row">{row.label}</th>
                {row.figures.map((figure, i) => (
                  <td key={columns[i + 1] ?? i}>{formatNumber(figure)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Panel>
  )
}
