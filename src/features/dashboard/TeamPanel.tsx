'use client'

import { Button, toast } from '@payloadcms/ui'
import React, { useState } from 'react'

import { expectOk, readResponseErrors, sendJson } from '@/platform/admin/ui/api'
import { TextField } from '@/platform/admin/ui/fields'
import { notifyFailure } from '@/platform/admin/ui/notices'
import { Panel, ui } from '@/platform/admin/ui/ScreenBlocks'
import { api } from './api'
import { baseClass } from './class-names'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import type { ApiStaff } from './types'

/** The staff accounts, and the invitation of a colleague: name and email, they choose a password. */
export function TeamPanel({
  staff,
  meId,
  onInvited,
}: {
  staff: ApiStaff[]
  meId: number
  onInvited: (member: ApiStaff) => void
}) {
  const text = useStaffTexts().dashboard
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [busy, setBusy] = useState(false)

  const invite = async (event: React.FormEvent) => {
    event.preventDefault()
    setBusy(true)
    try {
      const response = await sendJson(api.invite, 'POST', { name, email })
      if (response.status === 400 || response.status === 409) {
        const { fields, general } = readResponseErrors(await response.json(), ['name', 'email'])
        setErrors(general.length ? { ...fields, email: fields.email ?? general[0]! } : fields)
        return
      }
      await expectOk(response)
      const member = (await response.json()) as ApiStaff & { mailSent: boolean }
      onInvited({ id: member.id, name: member.name, email: member.email })
      const notice = member.mailSent ? text.notices.invited(member.email) : text.notices.invitedNoMail(member.email)
      toast.success(notice.title, { description: notice.description })
      setName('')
      setEmail('')
      setErrors({})
    } catch (error) {
      notifyFailure(error, text.notices.inviteFailed)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Panel id={`${baseClass}-team`} title={text.team.title}>
      <p className={`${ui}__hint`}>{text.team.intro}</p>
      <ul className={`${baseClass}__team`}>
        {staff.map((member) => (
          <li key={member.id}>
            <strong>{member.name}</strong> <span className={`${ui}__muted`}>{member.email}</span>
            {member.id === meId ? ` ${text.team.you}` : ''}
          </li>
        ))}
      </ul>
      <form className={`${baseClass}__invite`} noValidate onSubmit={(event) => void invite(event)}>
        <TextField
          autoComplete="off"
          error={errors.name}
          id={`${baseClass}-invite-name`}
          label={text.team.name}
          onChange={setName}
          required
          value={name}
        />
        <TextField
          autoComplete="off"
          error={errors.email}
          id={`${baseClass}-invite-email`}
          label={text.team.email}
          onChange={setEmail}
          required
          type="email"
          value={email}
        />
        <div className={`${ui}__form-actions`}>
          <Button buttonStyle="secondary" disabled={busy} margin={false} type="submit">
            {busy ? text.team.inviting : text.team.invite}
          </Button>
        </div>
      </form>
    </Panel>
  )
}
