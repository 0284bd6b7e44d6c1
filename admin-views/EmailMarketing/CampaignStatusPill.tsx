'use client'

import { Pill } from '@payloadcms/ui'
import React from 'react'

import type { CampaignStatus } from '@/lib/campaigns/status'
import { useStaffTexts } from '../i18n/useStaffTexts'

export const baseClass = 'email-marketing'

/** SPEC §4: 'sent' shows a highlighted badge, every other status a secondary one. */
export function CampaignStatusPill({ status }: { status: CampaignStatus }) {
  const text = useStaffTexts().emailMarketing
  return (
    <Pill pillStyle={status === 'sent' ? 'success' : 'light-gray'} size="small">
      {text.status[status] ?? status}
    </Pill>
  )
}
