'use client'

import { Button } from '@payloadcms/ui'
import React from 'react'

import { consentFormLabel } from '@/platform/consent'
import { isStage } from '@/features/enquiries/stages'
import type { DateFormatter } from '@/platform/admin/ui/format'
import { ui } from '@/platform/admin/ui/ui'
import { baseClass } from './class-names'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { TimelineEntry } from './types'

/** A stage's name in the staff member's language (`names`), or the stored value when it is not a stage. */
export const stageNameIn = (names: Record<string, string>) => (value: unknown) =>
  isStage(value) ? names[value] : String(value ?? '')

/** One entry of an enquiry's timeline: what happened, when and by whom, and its text where it has one. */
export function TimelineItem({
  entry,
  formatDate,
  onSendAgain,
}: {
  entry: TimelineEntry
  formatDate: DateFormatter
  onSendAgain?: () => void
}) {
  const text = useStaffTexts().dashboard
  const stageName = stageNameIn(text.stages)
  const t = text.timeline
  const data = entry.data as Record<string, unknown>
  let title: string
  let body: React.ReactNode = null
  let tone = ''
  switch (entry.type) {
    case 'received': {
      const consent = (data.consent ?? {}) as {
        at?: string | null
        form?: string | null
        privacyVersion?: string | null
      }
      title = t.received(consentFormLabel(consent.form ?? null, text.language) ?? null)
      body = consent.at ? t.consent(formatDate(consent.at), consent.privacyVersion ?? null) : null
      break
    }
    case 'note':
      title = t.note
      body = <p className={`${baseClass}__timeline-text`}>{entry.text}</p>
      break
    case 'stage':
      title = t.stage(stageName(data.from), stageName(data.to))
      break
    case 'owner':
      title = t.owner((data.toName as string | null) ?? null)
      break
    case 'reply': {
      const status = (data.status as 'queued' | 'sent' | 'failed') ?? 'queued'
      title = `${t.reply[status]}${data.subject ? `: ${String(data.subject)}` : ''}`
      tone = status === 'failed' ? 'failed' : status === 'sent' ? 'sent' : ''
      body = (
        <>
          {status === 'failed' && data.error ? (
            <p className={`${baseClass}__timeline-error`}>{t.replyError(String(data.error))}</p>
          ) : null}
          <p className={`${baseClass}__timeline-text`}>{entry.text}</p>
          {onSendAgain && (
            <Button buttonStyle="secondary" margin={false} onClick={onSendAgain} size="small">
              {text.details.sendAgain}
            </Button>
          )}
        </>
      )
      break
    }
    case 'reminder':
      title = t.reminder(String(data.to ?? ''))
      break
    case 'notification':
      title = (data.kind === 'owner' ? t.ownerNotified : t.notification)(String(data.to ?? ''))
      break
    case 'auto_reply':
      title = t.autoReply
      break
    case 'proposal': {
      // Written by the proposal's sending and by the school's answer on its private page.
      const action = String(data.action ?? '')
      title =
        action === 'sent'
          ? t.proposal.sent(String(data.to ?? ''))
          : action === 'accepted'
            ? t.proposal.accepted
            : action === 'changes_requested'
              ? t.proposal.changesRequested
              : t.proposal.other
      tone = action === 'accepted' ? 'sent' : ''
      body = entry.text ? <p className={`${baseClass}__timeline-text`}>{entry.text}</p> : null
      break
    }
    default:
      title = entry.type
  }
  return (
    <li className={`${baseClass}__timeline-item${tone ? ` ${baseClass}__timeline-item--${tone}` : ''}`}>
      <div className={`${baseClass}__timeline-head`}>
        <strong>{title}</strong>
        <span className={`${ui}__muted`}>
          {formatDate(entry.at)} · {entry.by ? t.by(entry.by.name) : t.system}
        </span>
      </div>
      {body}
    </li>
  )
}
