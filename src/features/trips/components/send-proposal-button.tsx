'use client'

import { Button, toast, useDocumentInfo, useField, useFormModified } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import { send } from '@/platform/admin/ui/api'
import { proposalRefusal } from './proposal-strings'

/**
 * On a proposal's edit view: mails the saved proposal (POST /api/proposals/{id}/send), logs it on the enquiry's
 * timeline and moves the enquiry to Proposal sent. Unsaved edits would not be in the PDF, so it asks to save first.
 * Beside it, the saved proposal's PDF opens in a new tab (GET /api/proposals/{id}/pdf) to be read before sending.
 */
export function SendProposalButton() {
  const { id } = useDocumentInfo()
  const status = useField<string>({ path: 'status' })
  const modified = useFormModified()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const text = useStaffTexts().proposals
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
        toast.error(proposalRefusal(res.status, data, text, text.sendFailed))
        return
      }
      toast.success(text.sentTitle, { description: text.sentDescription(data?.to ?? '') })
      // The saved status and dates changed on the server: show them.
      router.refresh()
    } catch {
      toast.error(text.sendFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="primary" disabled={busy} margin={false} onClick={() => void sendNow()}>
        {status.value === 'draft' ? text.send : text.resend}
      </Button>
      <a
        href={`/api/proposals/${id}/pdf`}
        target="_blank"
        rel="noopener"
        title={text.previewHint}
        style={{ marginLeft: 'var(--base)' }}
      >
        {text.preview}
      </a>
      <p style={{ marginTop: 'calc(var(--base) / 2)', color: 'var(--theme-elevation-500)' }}>{text.sendHint}</p>
    </div>
  )
}
