'use client'

import React from 'react'

import { locales } from '@i18n/locales'
import type { ApiCampaign } from '@/features/campaigns/records'
import { useNumberFormatter } from '@/platform/admin/ui/format'
import { Panel, StatCard, ui } from '@/platform/admin/ui/ScreenBlocks'
import { TableHead } from '@/platform/admin/ui/TableHead'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

const baseClass = 'campaign-detail'

/** Where a campaign's mailing stands: its recipients by outcome, by language, and a bar of those done. */
export function ProgressPanel({ campaign }: { campaign: ApiCampaign }) {
  const text = useStaffTexts().campaignDetail
  const formatNumber = useNumberFormatter()
  const counts = campaign.deliveries
  const remaining = (counts?.queued ?? 0) + (counts?.sending ?? 0)
  const done =
    (counts?.sent ?? 0) +
    (counts?.failed ?? 0) +
    (counts?.bounced ?? 0) +
    (counts?.skipped ?? 0) +
    (counts?.cancelled ?? 0)
  const total = counts?.total ?? 0
  const notStarted = text.progress.notStarted

  return (
    <Panel id={`${baseClass}-progress`} title={text.progress.title}>
      {total === 0 ? (
        <p className={`${ui}__empty`}>{notStarted[campaign.status as keyof typeof notStarted] ?? notStarted.draft}</p>
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
  )
}
