'use client'

import React, { useState } from 'react'

import { type Locale, locales } from '@i18n/locales'
import { DataTable } from '@/platform/admin/ui/DataTable'
import { type DateFormatter, useNumberFormatter } from '@/platform/admin/ui/format'
import { paginate, Panel, StatCard, ui } from '@/platform/admin/ui/ScreenBlocks'
import { TableHead } from '@/platform/admin/ui/TableHead'
import type { MonthFigures } from '@/features/campaigns/monthly-figures'
import type { CampaignSummary } from '@/platform/admin/ui/types'
import { baseClass, CampaignStatusPill } from './CampaignStatusPill'
import { type CampaignAnalytics, RateCards } from './RateCards'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

/** Measured campaign figures: totals, then one row per campaign that has mailed anyone, then one per month. */
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
  // A delivery the relay refused for now on every attempt is 'failed', one it refused for good 'bounced'.
  const soft = sum('failed')
  const hard = sum('bounced')
  const unsubscribed = sum('unsubscribed')
  return (
    <>
      <RateCards analytics={analytics} campaigns={campaigns} />
      <ul className={`${ui}__stats ${baseClass}__analytics`}>
        <StatCard caption={t.sent.caption} label={t.sent.label} value={sent} />
        <StatCard caption={t.hardBounces.caption} label={t.hardBounces.label} value={hard} />
        <StatCard caption={t.softBounces.caption} label={t.softBounces.label} value={soft} />
        <StatCard caption={t.rate(unsubscribed, sent)} label={t.unsubscribed.label} value={unsubscribed} />
        <StatCard caption={t.complaints.caption} label={t.complaints.label} value={t.complaints.value} />
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
              {[
                c.delivered.sent,
                c.delivered.bounced,
                c.delivered.failed,
                c.delivered.unsubscribed,
                c.clicks,
                c.opens.opens,
              ].map((figure, i) => (
                <td key={t.columns[i + 2]}>{formatNumber(figure)}</td>
              ))}
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

/** Mails, bounces, unsubscribes, clicks and opens per month on Madrid's calendar, newest first (the last twelve). */
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
        figures: (['sent', 'hardBounces', 'softBounces', 'unsubscribed', 'clicks', 'opens'] as const).map(
          (key) => m[key],
        ),
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
          <TableHead columns={columns} />
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
