import { describe, expect, it } from 'vitest'

import { enquiry, listed, runMailJobs, timeline } from '../helpers/followup-api'
import { COLLEAGUE, colleagueCookie, cookie, followupFixture, FROM } from '../helpers/followup-fixture'
import { api, postJson } from '../helpers/http'
import { pool, sink } from '../helpers/payload-with-sink'

/**
 * Replies to an enquiry from the admin (docs/staff.md › Following up enquiries), against the production build and a
 * real PostgreSQL: sent through SMTP with the agency's From and the staff member's Reply-To, logged on the timeline
 * (failed ones too, to be sent again), refused for a trashed or erased enquiry, and part of the person's export and
 * erasure. The mail jobs run in this process (as `npm run jobs` would), against the in-process SMTP sink.
 */
followupFixture()

describe('replies from the admin', () => {
  it('sends through SMTP with the agency’s From and the staff Reply-To, quotes the enquiry, logs it and moves new to contacted', async () => {
    const id = await enquiry({ locale: 'es' })
    const { replyDraft } = await timeline(id)
    expect(replyDraft.subject).toBe('Re: su consulta – Madrid Edu Travel')
    expect(replyDraft.text).toMatch(/^Estimado\/a Teacher/)

    const res = await postJson(
      `/api/contacts/${id}/reply`,
      { text: 'Buenos días:\n\nLe enviamos una propuesta para Oporto.' },
      { cookie: colleagueCookie },
    )
    expect(res.status).toBe(202)
    expect(await res.json()).toMatchObject({ type: 'reply', data: { status: 'queued' } })
    expect((await listed(id)).stage).toBe('new')

    await runMailJobs()
    const contact = await listed(id)
    const mail = sink.to(contact.email).at(-1)!
    expect(mail.subject).toBe('Re: su consulta – Madrid Edu Travel')
    expect((mail.from as { address?: string }).address).toBe(FROM)
    expect((mail.replyTo?.[0] as { address?: string }).address).toBe(COLLEAGUE.email)
    expect(mail.text).toContain('Le enviamos una propuesta para Oporto.')
    expect(mail.text).toContain('> We would like a week in Porto for 30 pupils.')
    expect(mail.text).toMatch(/escribió:/)

    expect(contact).toMatchObject({ stage: 'contacted', processed: true })
    const reply = (await timeline(id)).entries.find((e) => e.type === 'reply')!
    expect(reply).toMatchObject({ by: { name: COLLEAGUE.name }, data: { status: 'sent' } })
    expect(reply.data.sentAt).toBeTruthy()
  })

  it('a failed SMTP send is on the timeline, nothing is marked sent, and staff can send it again', async () => {
    const id = await enquiry()
    sink.setDown(true)
    expect(
      (await postJson(`/api/contacts/${id}/reply`, { subject: 'Porto', text: 'First try.' }, { cookie })).status,
    ).toBe(202)
    await runMailJobs()
    const failed = (await timeline(id)).entries.find((e) => e.type === 'reply')!
    expect(failed.data.status).toBe('failed')
    expect(failed.data.error).toBeTruthy()
    expect(failed.text).toBe('First try.')
    expect(await listed(id)).toMatchObject({ stage: 'new', firstReplyAt: null })

    sink.setDown(false)
    expect(
      (await postJson(`/api/contacts/${id}/reply`, { subject: 'Porto', text: 'First try.' }, { cookie })).status,
    ).toBe(202)
    await runMailJobs()
    const replies = (await timeline(id)).entries.filter((e) => e.type === 'reply')
    expect(replies.map((r) => r.data.status)).toEqual(['failed', 'sent'])
    expect((await listed(id)).stage).toBe('contacted')
  })

  it('refuses an empty reply, a trashed enquiry and an erased one, without a 5xx', async () => {
    const id = await enquiry()
    const empty = await postJson(`/api/contacts/${id}/reply`, { text: ' ' }, { cookie })
    expect(empty.status).toBe(400)
    expect((await empty.json()).errors[0].field).toBe('text')

    expect((await api(`/api/contacts/${id}/trash`, { method: 'PUT', cookie })).status).toBe(200)
    expect((await postJson(`/api/contacts/${id}/reply`, { text: 'Hello' }, { cookie })).status).toBe(409)
    expect((await api(`/api/contacts/${id}/restore`, { method: 'PUT', cookie })).status).toBe(200)

    const { email } = await listed(id)
    expect((await postJson('/api/privacy/erase', { email, confirm: true }, { cookie })).status).toBe(200)
    const erased = await postJson(`/api/contacts/${id}/reply`, { text: 'Hello' }, { cookie })
    expect(erased.status).toBe(404)
    expect((await erased.json()).errors[0].message).toMatch(/erased/)
  })
})

describe('privacy', () => {
  it('export includes the notes and replies of the person’s enquiries; erasure removes them', async () => {
    const email = `private${Date.now()}@school.test`
    const id = await enquiry({ email })
    await postJson(`/api/contacts/${id}/notes`, { text: 'Private note about the group.' }, { cookie })
    await postJson(`/api/contacts/${id}/reply`, { text: 'Our reply text.' }, { cookie })
    await runMailJobs()

    const exported = await (await postJson('/api/privacy/export', { email, format: 'json' }, { cookie })).json()
    const text = JSON.stringify(exported)
    expect(text).toContain('Private note about the group.')
    expect(text).toContain('Our reply text.')

    const erase = await postJson('/api/privacy/erase', { email, confirm: true }, { cookie })
    expect(erase.status).toBe(200)
    expect((await erase.json()).removed['enquiry-timeline']).toBeGreaterThanOrEqual(3)
    const { rows } = await pool.query(
      `SELECT count(*)::int AS n FROM enquiry_events WHERE text LIKE 'Private note%' OR text = 'Our reply text.'`,
    )
    expect(rows[0].n).toBe(0)
  })
})
