'use client'

import { Button, toast } from '@payloadcms/ui'
import React, { useCallback, useEffect, useRef, useState } from 'react'

import { expectOk, firstErrorMessage, send, sendJson } from '@/platform/admin/ui/api'
import type { DateFormatter } from '@/platform/admin/ui/format'
import { TextareaField, TextField } from '@/platform/admin/ui/fields'
import { notifyFailure } from '@/platform/admin/ui/notices'
import { ui } from '@/platform/admin/ui/ui'
import { api } from './api'
import { baseClass } from './class-names'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import { stageNameIn, TimelineItem } from './TimelineItem'
import type { ApiContact, ContactTimeline } from './types'

/** How often the panel looks again while a reply is on its way (the mail worker marks it sent or failed). */
const POLL_MS = 2_000
const POLL_LIMIT = 90

/**
 * The enquiry's timeline inside the Contact Details panel: what happened and who did it, earlier
 * enquiries of the same person or organisation, a note box and the reply form.
 */
export function Timeline({
  contact,
  formatDate,
  onChanged,
  onOpen,
}: {
  contact: ApiContact
  formatDate: DateFormatter
  /** The enquiry changed on the server (a reply sent moves it to contacted): re-read the lists. */
  onChanged: () => void
  onOpen: (id: number) => void
}) {
  const [data, setData] = useState<ContactTimeline | null>(null)
  const [failed, setFailed] = useState(false)
  const [note, setNote] = useState('')
  const [noteError, setNoteError] = useState<string | undefined>()
  const [savingNote, setSavingNote] = useState(false)
  const [subject, setSubject] = useState('')
  const [reply, setReply] = useState('')
  const [replyError, setReplyError] = useState<string | undefined>()
  const [sending, setSending] = useState(false)
  const ticket = useRef(0)
  const polls = useRef(0)
  const draftSet = useRef<number | null>(null)
  const text = useStaffTexts().dashboard
  const stageName = stageNameIn(text.stages)

  const fetchTimeline = useCallback(async (): Promise<ContactTimeline> => {
    const response = await expectOk(await send(api.timeline(contact.id), { cache: 'no-store' }))
    return (await response.json()) as ContactTimeline
  }, [contact.id])

  /** Reads the timeline again; only the newest read is shown. */
  const load = useCallback(() => {
    const mine = ++ticket.current
    return fetchTimeline().then(
      (next) => {
        if (mine !== ticket.current) return
        setData(next)
        setFailed(false)
        if (draftSet.current !== contact.id) {
          draftSet.current = contact.id
          setSubject(next.replyDraft.subject)
          setReply(next.replyDraft.text)
        }
      },
      (error: unknown) => {
        console.error(error)
        if (mine === ticket.current) setFailed(true)
      },
    )
  }, [contact.id, fetchTimeline])

  // One Timeline per enquiry (ContactDetails keys it by id), so its state starts empty for each. A stage or owner
  // change made in the panel above adds an entry: read it again then too.
  useEffect(() => {
    void load()
  }, [load, contact.stage, contact.ownerId])

  // While a reply is queued, look again until the worker has sent it or given up; then tell the staff member.
  // A reply sent from this panel counts even when the first read after Send already finds it sent (a worker
  // that is quick): it was never seen queued, and the stage it changed would otherwise show its old value.
  const queued = data?.entries.filter((e) => e.type === 'reply' && e.data.status === 'queued').length ?? 0
  const { notices } = text
  const previousQueued = useRef(0)
  const sentHere = useRef(false)
  useEffect(() => {
    const settled = previousQueued.current > 0 && queued < previousQueued.current
    if (data && (settled || (sentHere.current && queued === 0))) {
      sentHere.current = false
      const last = [...data.entries].reverse().find((e) => e.type === 'reply')
      if (last?.data.status === 'sent') toast.success(notices.replySent.title)
      else if (last?.data.status === 'failed')
        toast.error(notices.replyFailed.title, { description: notices.replyFailed.description })
      onChanged()
    }
    previousQueued.current = queued
    if (!queued || polls.current >= POLL_LIMIT) return
    const timer = setTimeout(() => {
      polls.current++
      void load()
    }, POLL_MS)
    return () => clearTimeout(timer)
  }, [queued, data, load, onChanged, notices])

  const addNote = async () => {
    if (!note.trim()) {
      setNoteError(text.details.noteFirst)
      return
    }
    setSavingNote(true)
    try {
      const response = await sendJson(api.notes(contact.id), 'POST', { text: note })
      if (response.status === 400) {
        setNoteError(firstErrorMessage(await response.json()) ?? text.notices.noteFailed.description)
        return
      }
      await expectOk(response)
      setNote('')
      setNoteError(undefined)
      toast.success(text.notices.noteAdded.title)
      await load()
    } catch (error) {
      notifyFailure(error, text.notices.noteFailed)
    } finally {
      setSavingNote(false)
    }
  }

  const sendReply = async (body: { subject: string; text: string }) => {
    if (!body.text.trim()) {
      setReplyError(text.details.replyFirst)
      return
    }
    setSending(true)
    try {
      const response = await sendJson(api.reply(contact.id), 'POST', { subject: body.subject || null, text: body.text })
      if (response.status === 400 || response.status === 409 || response.status === 404) {
        setReplyError(firstErrorMessage(await response.json()) ?? text.notices.replyRefused.description)
        return
      }
      await expectOk(response)
      setReplyError(undefined)
      // The text is on the timeline now: the box starts over, so the same reply is not sent twice by mistake.
      if (data) {
        setSubject(data.replyDraft.subject)
        setReply(data.replyDraft.text)
      }
      polls.current = 0
      sentHere.current = true
      toast.info(text.notices.replyQueued.title, { description: text.notices.replyQueued.description })
      await load()
    } catch (error) {
      notifyFailure(error, text.notices.replyRefused)
    } finally {
      setSending(false)
    }
  }

  const inTrash = Boolean(contact.deletedAt)
  const idBase = `${baseClass}-${contact.id}`

  return (
    <section aria-labelledby={`${idBase}-timeline`} className={`${baseClass}__timeline`}>
      <h3 className={`${baseClass}__details-message-title`} id={`${idBase}-timeline`}>
        {text.details.timeline}
      </h3>
      {!data && !failed && <p className={`${ui}__muted`}>{text.details.timelineLoading}</p>}
      {failed && (
        <p className={`${ui}__alert`} role="alert">
          {text.details.timelineFailed}
        </p>
      )}
      {data && (
        <ol className={`${baseClass}__timeline-list`}>
          {data.entries.map((entry) => (
            <TimelineItem
              entry={entry}
              formatDate={formatDate}
              key={entry.id}
              onSendAgain={
                entry.type === 'reply' && entry.data.status === 'failed' && !inTrash && !sending
                  ? () => void sendReply({ subject: String(entry.data.subject ?? ''), text: entry.text ?? '' })
                  : undefined
              }
            />
          ))}
        </ol>
      )}

      {data && data.related.length > 0 && (
        <>
          <h4 className={`${baseClass}__timeline-subtitle`}>{text.details.related}</h4>
          <ul className={`${baseClass}__related`}>
            {data.related.map((r) => (
              <li key={r.id}>
                <button
                  aria-label={text.details.open(`${r.name}, ${formatDate(r.createdAt)}`)}
                  className={`${baseClass}__link-button`}
                  onClick={() => onOpen(r.id)}
                  type="button"
                >
                  {r.name} · {r.organization}
                </button>{' '}
                <span className={`${ui}__muted`}>
                  {formatDate(r.createdAt)} · {stageName(r.stage)} ·{' '}
                  {r.sameEmail ? text.details.relatedSameEmail : text.details.relatedSameOrganization}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}

      <div className={`${baseClass}__compose`}>
        <TextareaField
          error={noteError}
          hint={text.details.noteHint}
          id={`${idBase}-note`}
          label={text.details.noteLabel}
          onChange={(value) => {
            setNote(value)
            if (noteError) setNoteError(undefined)
          }}
          rows={3}
          value={note}
        />
        <div className={`${ui}__form-actions`}>
          <Button buttonStyle="secondary" disabled={savingNote} margin={false} onClick={() => void addNote()}>
            {savingNote ? text.details.addingNote : text.details.addNote}
          </Button>
        </div>
      </div>

      <div className={`${baseClass}__compose`}>
        <h4 className={`${baseClass}__timeline-subtitle`}>{text.details.replyTitle}</h4>
        {inTrash ? (
          <p className={`${ui}__muted`}>{text.details.replyInTrash}</p>
        ) : (
          <>
            <p className={`${ui}__field-hint`}>{text.details.replyHint(contact.email)}</p>
            <TextField
              id={`${idBase}-subject`}
              label={text.details.replySubjectLabel}
              onChange={setSubject}
              value={subject}
            />
            <TextareaField
              error={replyError}
              id={`${idBase}-reply`}
              label={text.details.replyText}
              onChange={(value) => {
                setReply(value)
                if (replyError) setReplyError(undefined)
              }}
              rows={8}
              value={reply}
            />
            <div className={`${ui}__form-actions`}>
              <Button
                buttonStyle="primary"
                disabled={sending || !data}
                margin={false}
                onClick={() => void sendReply({ subject, text: reply })}
              >
                {sending ? text.details.sendingReply : text.details.sendReply}
              </Button>
            </div>
          </>
        )}
      </div>
    </section>
  )
}
