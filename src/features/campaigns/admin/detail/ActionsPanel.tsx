'use client'

import { Button } from '@payloadcms/ui'
import React, { useState } from 'react'

import type { ApiCampaign } from '@/features/campaigns/records'
import { Panel, ui } from '@/platform/admin/ui/ScreenBlocks'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

const baseClass = 'campaign-detail'

/** One of the campaign's actions (POST /api/email-campaigns/{id}/{verb}), with the notice it shows when done. */
export type CampaignAction = (
  verb: 'send' | 'schedule' | 'cancel' | 'pause' | 'resume',
  body: unknown,
  notice: { title: string; description: string },
) => Promise<void>

/** A datetime-local value (local time, minutes) one hour from now. */
function inAnHour(): string {
  const date = new Date(Date.now() + 60 * 60 * 1000)
  date.setSeconds(0, 0)
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16)
}

/** What can be done with the campaign in its status: send now, schedule, pause, resume, cancel. */
export function ActionsPanel({ act, busy, campaign }: { act: CampaignAction; busy: boolean; campaign: ApiCampaign }) {
  const text = useStaffTexts().campaignDetail
  // Empty until the field is used: "an hour from now" in the browser's time differs from the server's render
  // (another zone, another minute), and React refused the page's hydration (#418) over the input's value.
  const [when, setWhen] = useState('')
  // Which action is under way: only Send now's button says "Starting..." while its own request runs.
  const [started, setStarted] = useState<Parameters<CampaignAction>[0] | null>(null)
  const run: CampaignAction = (verb, body, notice) => {
    setStarted(verb)
    return act(verb, body, notice)
  }
  const editable = campaign.status === 'draft' || campaign.status === 'scheduled'

  return (
    <Panel id={`${baseClass}-actions`} title={text.actions.title}>
      {editable || campaign.status === 'sending' || campaign.status === 'paused' ? (
        <div className={`${baseClass}__actions`}>
          {editable && (
            <>
              <Button
                disabled={busy || campaign.recipients.length === 0}
                margin={false}
                onClick={() => {
                  if (window.confirm(text.actions.confirmSend(campaign.recipients.length)))
                    void run('send', {}, text.notices.started)
                }}
              >
                {busy && started === 'send' ? text.actions.sending : text.actions.sendNow}
              </Button>
              <label className={`${baseClass}__when`}>
                <span>{text.actions.scheduleAt}</span>
                <input
                  onChange={(e) => setWhen(e.target.value)}
                  onFocus={() => setWhen((current) => current || inAnHour())}
                  type="datetime-local"
                  value={when}
                />
              </label>
              <Button
                buttonStyle="secondary"
                disabled={busy || !when}
                margin={false}
                onClick={() =>
                  void run('schedule', { scheduledAt: new Date(when).toISOString() }, text.notices.scheduled)
                }
              >
                {text.actions.schedule}
              </Button>
            </>
          )}
          {campaign.status === 'sending' && (
            <Button
              buttonStyle="secondary"
              disabled={busy}
              margin={false}
              onClick={() => void run('pause', {}, text.notices.paused)}
            >
              {text.actions.pause}
            </Button>
          )}
          {campaign.status === 'paused' && (
            <Button disabled={busy} margin={false} onClick={() => void run('resume', {}, text.notices.resumed)}>
              {text.actions.resume}
            </Button>
          )}
          <Button
            buttonStyle="secondary"
            className={`${ui}__danger`}
            disabled={busy}
            margin={false}
            onClick={() => {
              if (window.confirm(text.actions.confirmCancel)) void run('cancel', {}, text.notices.cancelled)
            }}
          >
            {text.actions.cancel}
          </Button>
        </div>
      ) : (
        <p className={`${ui}__hint`}>{text.actions.final}</p>
      )}
    </Panel>
  )
}
