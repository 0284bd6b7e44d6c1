'use client'

import { Pill } from '@payloadcms/ui'
import React from 'react'

import type { CampaignStatus } from '@/features/campaigns/status'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

export const baseClass = 'email-marketing'

/** 'sent' shows a highlighted badge, every other status a secondary one (docs/product.md › Notices and states). */
export function CampaignStatusPill({ status }: { status: CampaignStatus }) {
  const text = useStaffTexts().emailMarketing
  return (
    <Pill pillStyle={status === 'sent' ? 'success' : 'light-gray'} size="small">
      {text.status[status] ?? status}
    </Pill>
  )
}
