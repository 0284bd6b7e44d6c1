'use client'

import { Button, toast, useDocumentInfo } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import React, { useState } from 'react'

import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import { send } from '@/platform/admin/ui/api'
import { proposalRefusal } from './proposal-strings'

/**
 * On a trip request: makes a draft proposal from it (POST /api/trip-requests/{id}/proposal) and opens it in
 * Payload's edit view, where staff adjust items, prices, notes and validity before sending it.
 */
export function CreateProposalButton() {
  const { id } = useDocumentInfo()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const text = useStaffTexts().proposals
  if (!id) return null

  const create = async () => {
    setBusy(true)
    try {
      const res = await send(`/api/trip-requests/${id}/proposal`, { method: 'POST' })
      const data = (await res.json().catch(() => null)) as { id?: number } | null
      if (!res.ok || !data?.id) {
        toast.error(proposalRefusal(res.status, data, text, text.createFailed))
        setBusy(false)
        return
      }
      router.push(`/admin/collections/proposals/${data.id}`)
    } catch {
      toast.error(text.createFailed)
      setBusy(false)
    }
  }

  return (
    <div style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="primary" disabled={busy} margin={false} onClick={() => void create()}>
        {text.create}
      </Button>
      <p style={{ marginTop: 'calc(var(--base) / 2)', color: 'var(--theme-elevation-500)' }}>{text.createHint}</p>
    </div>
  )
}
