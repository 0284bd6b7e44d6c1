import { describe, expect, it } from 'vitest'

import { enquiry, listed, patch, runMailJobs, timeline } from '../helpers/followup-api'
import { COLLEAGUE, colleagueCookie, colleagueId, cookie, followupFixture } from '../helpers/followup-fixture'
import { api, postJson } from '../helpers/http'
import { payload, sink } from '../helpers/payload-with-sink'

/**
 * Enquiry follow-up against the production build and a real PostgreSQL (docs/staff.md › Following up enquiries):
 * stages and the API's `processed`, notes, owners and the first answer the Dashboard's median counts. The mail jobs
 * run in this process (as `npm run jobs` would), against the in-process SMTP sink.
 */
followupFixture()

describe('stages and the API’s processed flag', () => {
  it('starts new, process moves it to contacted, and processed means any stage after new', async () => {
    const id = await enquiry()
    expect(await listed(id)).toMatchObject({ stage: 'new', processed: false, ownerId: null, overdue: false })

    const processed = await api(`/api/contacts/${id}/process`, { method: 'PATCH', cookie })
    expect(processed.status).toBe(200)
    expect(await processed.json()).toMatchObject({ stage: 'contacted', processed: true })

    for (const [stage, flag] of [
      ['proposal_sent', true],
      ['won', true],
      ['new', false],
      ['lost', true],
    ] as const) {
      const res = await patch(id, { stage })
      expect(res.status).toBe(200)
      expect(await res.json()).toMatchObject({ stage, processed: flag })
      expect(await listed(id)).toMatchObject({ stage, processed: flag })
    }
    const { entries } = await timeline(id)
    expect(entries[0]).toMatchObject({ type: 'received', by: null })
    expect(entries[0]!.data.consent).toMatchObject({ form: 'school-enquiry' })
    const stageChanges = entries.filter((e) => e.type === 'stage').map((e) => [e.data.from, e.data.to])
    expect(stageChanges).toEqual([
      ['new', 'contacted'],
      ['contacted', 'proposal_sent'],
      ['proposal_sent', 'won'],
      ['won', 'new'],
      ['new', 'lost'],
    ])
    expect(entries.filter((e) => e.type === 'stage').every((e) => e.by?.name)).toBe(true)
    // The first time it left `new` is its first reply (the Dashboard's median).
    expect((await listed(id)).firstReplyAt).toBeTruthy()
  })

  it('refuses an unknown stage, an empty change, an unknown field or id, and anyone signed out', async () => {
    const id = await enquiry()
    const bad = await patch(id, { stage: 'archived' })
    expect(bad.status).toBe(400)
    expect((await bad.json()).errors[0].field).toBe('stage')
    expect((await patch(id, {})).status).toBe(400)
    const unknown = await patch(id, { stage: 'won', processed: true })
    expect(unknown.status).toBe(400)
    expect((await unknown.json()).errors[0].field).toBe('processed')
    expect((await patch(999999, { stage: 'won' })).status).toBe(404)
    expect((await patch(id, { stage: 'won' }, '')).status).toBe(401)
    expect((await api(`/api/contacts/${id}/timeline`)).status).toBe(401)
    expect(await listed(id)).toMatchObject({ stage: 'new', processed: false })
  })
})

describe('notes', () => {
  it('keeps a note with its author and time; refuses an empty or too long one', async () => {
    const id = await enquiry()
    const res = await postJson(
      `/api/contacts/${id}/notes`,
      { text: 'Called her: wants May, 30 pupils.' },
      { cookie: colleagueCookie },
    )
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ type: 'note', by: { id: colleagueId, name: COLLEAGUE.name } })

    for (const text of ['', '   ', 'x'.repeat(10_001)]) {
      const refused = await postJson(`/api/contacts/${id}/notes`, { text }, { cookie })
      expect(refused.status).toBe(400)
      expect((await refused.json()).errors[0].field).toBe('text')
    }
    expect((await postJson(`/api/contacts/${id}/notes`, { text: 'y'.repeat(10_000) }, { cookie })).status).toBe(201)
    expect((await postJson('/api/contacts/999999/notes', { text: 'lost' }, { cookie })).status).toBe(404)

    const notes = (await timeline(id)).entries.filter((e) => e.type === 'note')
    expect(notes.map((n) => n.text?.length)).toEqual([33, 10_000])
    expect(notes[0]).toMatchObject({ by: { name: COLLEAGUE.name } })
    expect(new Date(notes[0]!.at).getTime()).toBeGreaterThan(Date.now() - 60_000)
  })
})

describe('owner', () => {
  it('assigns to a colleague (who gets a short mail), records it, and taking it yourself sends nothing', async () => {
    const id = await enquiry()
    const res = await patch(id, { ownerId: colleagueId })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ ownerId: colleagueId, stage: 'new' })
    await runMailJobs()
    const mail = sink.to(COLLEAGUE.email).at(-1)!
    expect(mail.subject).toMatch(/^Enquiry assigned to you/)
    expect(mail.text).toContain(`Hello ${COLLEAGUE.name}`)

    // The colleague takes it back… no, hands it over to nobody, then takes it themselves: no mail to oneself.
    const before = sink.accepted.length
    expect((await patch(id, { ownerId: null }, colleagueCookie)).status).toBe(200)
    expect((await patch(id, { ownerId: colleagueId }, colleagueCookie)).status).toBe(200)
    await runMailJobs()
    expect(sink.accepted.length).toBe(before)

    const owners = (await timeline(id)).entries.filter((e) => e.type === 'owner')
    expect(owners.map((e) => [e.data.toName ?? null, e.by?.name])).toEqual([
      [COLLEAGUE.name, expect.any(String)],
      [null, COLLEAGUE.name],
      [COLLEAGUE.name, COLLEAGUE.name],
    ])
    // The mail to the new owner is on the timeline, once: none for taking it oneself.
    const told = (await timeline(id)).entries.filter((e) => e.type === 'notification' && e.data.kind === 'owner')
    expect(told.map((e) => e.data.to)).toEqual([COLLEAGUE.email])
  })

  it('refuses to assign to a deleted account, and keeps the owner it had', async () => {
    const id = await enquiry()
    const gone = await payload.create({
      collection: 'users',
      data: { email: `gone${Date.now()}@followup.test`, password: 'Gone-password-2026!', name: 'Gone', role: 'admin' },
    })
    await payload.delete({ collection: 'users', id: gone.id })
    const res = await patch(id, { ownerId: gone.id })
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0]).toMatchObject({ field: 'ownerId' })
    expect((await listed(id)).ownerId).toBeNull()
  })
})

describe('first answer (the Dashboard’s median)', () => {
  it('counts a reply sent or a move to Contacted and beyond, not setting an enquiry aside as Lost', async () => {
    const processed = await enquiry()
    expect((await api(`/api/contacts/${processed}/process`, { method: 'PATCH', cookie })).status).toBe(200)
    expect((await listed(processed)).firstReplyAt).toBeTruthy()

    const proposal = await enquiry()
    expect((await patch(proposal, { stage: 'proposal_sent' })).status).toBe(200)
    expect((await listed(proposal)).firstReplyAt).toBeTruthy()

    const dropped = await enquiry()
    expect((await patch(dropped, { stage: 'lost' })).status).toBe(200)
    expect(await listed(dropped)).toMatchObject({ stage: 'lost', processed: true, firstReplyAt: null })
    // A reply sent later is its first answer, at the time the mail went.
    expect((await postJson(`/api/contacts/${dropped}/reply`, { text: 'Sorry, we are full.' }, { cookie })).status).toBe(
      202,
    )
    await runMailJobs()
    const reply = (await timeline(dropped)).entries.find((e) => e.type === 'reply')!
    expect(reply.data.status).toBe('sent')
    expect(await listed(dropped)).toMatchObject({ stage: 'lost', firstReplyAt: reply.data.sentAt })
    // Moving it on afterwards does not move the first answer.
    expect((await patch(dropped, { stage: 'contacted' })).status).toBe(200)
    expect((await listed(dropped)).firstReplyAt).toBe(reply.data.sentAt)
  })
})
