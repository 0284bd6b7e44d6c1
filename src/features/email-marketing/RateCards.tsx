'use client'

import React from 'react'

import { StatCard, ui } from '@/platform/admin/ui/ScreenBlocks'
import type { MonthFigures } from '@/features/campaigns/monthly-figures'
import type { CampaignSummary } from '@/platform/admin/ui/types'
import { baseClass } from './CampaignStatusPill'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

/** What the Analytics tab reads besides the campaigns: the months, and whether links and opens are counted now. */
export type CampaignAnalytics = { months: MonthFigures[]; countingLinks: boolean; countingOpens: boolean }

const total = (campaigns: CampaignSummary[], figure: (c: CampaignSummary) => number) =>
  campaigns.reduce((n, c) => n + figure(c), 0)

/**
 * The three rate cards (open, click and bounce rate; docs/product.md › Campaign analytics), each with a measured
 * figure or "Not measured": opens per mail that carried the open pixel (only to schools that agreed, and only while
 * Company details say so); clicks are the counted links per mail sent; bounces, hard and soft, are counted from the
 * relay's answers over every campaign that mailed anyone.
 */
export function RateCards({
  analytics,
  campaigns,
}: {
  analytics: Omit<CampaignAnalytics, 'months'>
  campaigns: CampaignSummary[]
}) {
  const { emailMarketing: text } = useStaffTexts()
  const rates = text.analytics.rates
  const { percentOf } = text.analytics.real
  const hard = total(campaigns, (c) => c.delivered.bounced)
  const soft = total(campaigns, (c) => c.delivered.failed)
  const sent = total(campaigns, (c) => c.delivered.sent)
  const mailed = sent + hard + soft
  const clicks = total(campaigns, (c) => c.clicks)
  const clicksMeasured = sent > 0 && (analytics.countingLinks || clicks > 0)
  const opens = total(campaigns, (c) => c.opens.opens)
  const tracked = total(campaigns, (c) => c.opens.tracked)
  return (
    <ul className={`${ui}__stats ${baseClass}__analytics`}>
      <StatCard
        caption={
          tracked
            ? rates.openRate.caption(opens, tracked)
            : analytics.countingOpens
              ? rates.openRate.noConsent
              : rates.openRate.off
        }
        label={rates.openRate.label}
        value={tracked ? percentOf(opens, tracked) : rates.notMeasured}
      />
      <StatCard
        caption={
          !analytics.countingLinks
            ? rates.clickRate.off
            : sent
              ? rates.clickRate.caption(clicks, sent)
              : rates.bounceRate.nothingYet
        }
        label={rates.clickRate.label}
        value={clicksMeasured ? percentOf(clicks, sent) : rates.notMeasured}
      />
      <StatCard
        caption={mailed ? rates.bounceRate.caption(hard, soft, mailed) : rates.bounceRate.nothingYet}
        label={rates.bounceRate.label}
        value={mailed ? percentOf(hard + soft, mailed) : rates.notMeasured}
      />
    </ul>
  )
}
