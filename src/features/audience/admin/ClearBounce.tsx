'use client'

import { Button, toast, useDocumentInfo, useField } from '@payloadcms/ui'
import React, { useState } from 'react'

import { firstErrorMessage, send } from '@/platform/admin/ui/api'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

/**
 * Under a school's "Hard bounce" date: clears it (POST /api/schools/{id}/clear-bounce) once staff have fixed
 * or checked the address. Shown only while the school has a bounce.
 */
export function ClearBounceButton() {
  const text = useStaffTexts().emailMarketing.clearBounce
  const { id } = useDocumentInfo()
  const bouncedAt = useField<string | null>({ path: 'bouncedAt' })
  const reason = useField<string | null>({ path: 'bounceReason' })
  const [busy, setBusy] = useState(false)
  if (!id || !bouncedAt.value) return null

  const clear = async () => {
    if (!window.confirm(text.confirm)) return
    setBusy(true)
    try {
      const res = await send(`/api/schools/${id}/clear-bounce`, { method: 'POST' })
      if (!res.ok) {
        toast.error(firstErrorMessage(await res.json().catch(() => null)) ?? text.failed)
        return
      }
      // The form shows the saved state without a reload; nothing to save.
      bouncedAt.setValue(null, true)
      reason.setValue(null, true)
      toast.success(text.cleared.title, { description: text.cleared.description })
    } catch {
      toast.error(text.failed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button buttonStyle="secondary" disabled={busy} margin={false} onClick={() => void clear()} size="small">
      {text.clear}
    </Button>
  )
}
