'use client'

import { Button, toast, useDocumentInfo, useField, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { firstErrorMessage, send } from '@admin-views/shared/api'

const text = {
  send: 'Send proposal',
  resend: 'Send again',
  saveFirst: 'Save your changes first: the saved proposal is what is sent.',
  confirm: 'Send the proposal (PDF attached, with its private link) to the school now?',
  sent: (to: string) => ({
    title: 'Proposal sent',
    description: `Mailed to ${to}; the enquiry is now at Proposal sent.`,
  }),
  failed: 'The proposal could not be sent. Please try again.',
  hint: 'Mails the saved proposal as a PDF in its language, with a private link to accept it or ask for changes.',
}

/**
 * On a proposal's edit view: mails the saved proposal (POST /api/proposals/{id}/send), logs it on the enquiry's
 * timeline and moves the enquiry to Proposal sent. Unsaved edits would not be in the PDF, so it asks to save first.
 */
export function SendProposalButton() {
  const { id } = useDocumentInfo()
  const status = useField<string>({ path: 'status' })
  const modified = useFormModified()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  if (!id || status.value === 'accepted') return null

  const sendNow = async () => {
    if (modified) {
      toast.error(text.saveFirst)
      return
    }
    if (!window.confirm(text.confirm)) return
    setBusy(true)
    try {
      const res = await send(`/api/proposals/${id}/send`, { method: 'POST' })
      const data = (await res.json().catch(() => null)) as { to?: string } | null
      if (!res.ok) {
        toast.error(firstErrorMessage(data) ?? text.failed)
        return
      }
      const done = text.sent(data?.to ?? '')
      toast.success(done.title, { description: done.description })
      // The saved status and dates changed on the server: show them.
      router.refresh()
    } catch {
      toast.error(text.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="primary" disabled={busy} margin={false} onClick={() => void sendNow()}>
        {status.value === 'draft' ? text.send : text.resend}
      </Button>
      <p style={{ marginTop: 'calc(var(--base) / 2)', color: 'var(--theme-elevation-500)' }}>{text.hint}</p>
    </div>
  )
}
