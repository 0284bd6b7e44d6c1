import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { appUrl } from '../helpers/worker'

/**
 * Enquiry follow-up against the production build and a real PostgreSQL: stages and the API's `processed`,
 * owners, notes, replies and reminders. The mail jobs run in this process (as `npm run jobs` would), against the
 * in-process SMTP sink.
 */
let sink: SmtpSink
let payload: Payload
let pool: Pool
let cookie: string
let colleagueCookie: string
let colleagueId: number

const STAFF = 'office@followup.test'
const FROM = 'hello@followup.test'
const COLLEAGUE = { email: 'marta@followup.test', password: 'Colleague-password-2026!', name: 'Marta Ruiz' }

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    MAIL_FROM: FROM,
    STAFF_EMAIL: STAFF,
    NEXT_PUBLIC_SERVER_URL: appUrl(),
  })
  payload = await (await import('../helpers/payload')).testPayload()
  pool = payload.db.pool
  cookie = await adminCookie()
  // Enquiry mails other files queued (the suite's app runs no jobs) would go to this file's sink with the follow-up
  // mails, which share their queue.
  await pool.query(`DELETE FROM payload_jobs WHERE queue IN ('staff-mail', 'enquiry-mail')`)
  const colleague = await payload.create({ collection: 'users', data: { ...COLLEAGUE, role: 'admin' } })
  colleagueId = colleague.id
  const login = await postJson('/api/admin/login', { username: COLLEAGUE.email, password: COLLEAGUE.password })
  expect(login.status).toBe(200)
  colleagueCookie = login.headers.get('set-cookie')!.split(';')[0]!
})

afterEach(() => {
  sink.setDown(false)
  delete process.env.ENQUIRY_NOW
})

afterAll(async () => {
  await sink?.close()
})

/** Runs the mail and enquiry-mail queues until nothing is due, as `npm run jobs` would. */
async function runMailJobs() {
  const { runUrgentBatch } = await import('@/platform/jobs/urgent-lane')
  for (let i = 0; i < 20; i++) {
    const result = await payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
    if (result.noJobsRemaining && !(await runUrgentBatch(payload))) return
  }
}

let seq = 0
/** An enquiry through the public form, as a visitor sends it; answers its id. */
async function enquiry(extra: Record<string, unknown> = {}): Promise<number> {
  const n = ++seq
  const email = `follow${n}-${Date.now()}@school.test`
  const res = await postJson('/api/contacts', {
    name: `Teacher ${n}`,
    email,
    organization: `IES Follow ${n}`,
    contactType: 'school',
    destination: 'porto',
    message: 'We would like a week in Porto for 30 pupils.\nIn May, if possible.',
    privacyConsent: true,
    ...extra,
  })
  expect(res.status).toBe(201)
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM contacts WHERE email = $1', [
    String(extra.email ?? email).toLowerCase(),
  ])
  // The enquiry's own mails are not what these tests look at: clear them out of the queue.
  await pool.query(`DELETE FROM payload_jobs WHERE input->>'contactId' = $1`, [String(rows[0]!.id)])
  return rows[0]!.id
}

const patch = (id: number, body: unknown, as = cookie) =>
  api(`/api/contacts/${id}`, {
    method: 'PATCH',
    cookie: as,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  })

type Entry = {
  type: string
  at: string
  by: { id: number; name: string } | null
  text?: string
  data: Record<string, unknown> & { status?: string; error?: string; from?: string; to?: string; toName?: string }
}
type Timeline = {
  entries: Entry[]
  related: Array<{ id: number; sameEmail: boolean }>
  replyDraft: { subject: string; text: string }
}
async function timeline(id: number): Promise<Timeline> {
  const res = await api(`/api/contacts/${id}/timeline`, { cookie })
  expect(res.status).toBe(200)
  return res.json()
}

async function listed(id: number) {
  const all = await (await api('/api/contacts', { cookie })).json()
  return all.find((c: { id: number }) => c.id === id)
}

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

describe('reminders (the 24-hour promise in business hours)', () => {
  it('sends one reminder once ENQUIRY_REMINDER_HOURS business hours have passed, to the owner or STAFF_EMAIL', async () => {
    const id = await enquiry()
    const owned = await enquiry()
    // Friday 13 November 2026, 17:00 in Madrid (16:00 UTC): 1 hour on Friday, 9 on Monday, 9 on Tuesday, and the
    // 20th hour ends on Wednesday 18 November at 10:00 Madrid (09:00 UTC).
    await pool.query(`UPDATE contacts SET created_at = '2026-11-13T16:00:00Z' WHERE id = ANY($1)`, [[id, owned]])
    // Before they are due: Payload's job runner also queues the every-minute reminder run when its minute has come,
    // and at today's time these enquiries would be overdue before the test looks.
    process.env.ENQUIRY_NOW = '2026-11-18T08:00:00Z'
    expect((await patch(owned, { ownerId: colleagueId })).status).toBe(200)
    await runMailJobs()
    const { email: staffCase } = await listed(id)
    const { email: ownedCase } = await listed(owned)
    // Only the reminders about these two count: the shared database may hold other files' enquiries, dated back
    // by the retention tests, which are overdue too.
    const overdue = () =>
      sink.accepted.filter(
        (m) => /^Overdue enquir/.test(m.subject ?? '') && [staffCase, ownedCase].some((c) => m.text!.includes(c)),
      )

    const runReminders = async (now: string) => {
      process.env.ENQUIRY_NOW = now
      await payload.jobs.queue({ task: 'enquiry-reminders', input: {}, queue: 'mail' })
      await runMailJobs()
    }
    await runReminders('2026-11-18T08:59:00Z')
    expect(overdue()).toHaveLength(0)

    await runReminders('2026-11-18T09:01:00Z')
    expect(overdue().filter((m) => m.envelopeTo.includes(STAFF) && m.text!.includes(staffCase))).toHaveLength(1)
    expect(overdue().filter((m) => m.envelopeTo.includes(COLLEAGUE.email) && m.text!.includes(ownedCase))).toHaveLength(
      1,
    )
    expect(overdue()).toHaveLength(2)

    // Once only, however often the job runs.
    await runReminders('2026-11-18T12:00:00Z')
    await runReminders('2026-11-20T12:00:00Z')
    expect(overdue()).toHaveLength(2)

    for (const cid of [id, owned]) {
      const reminders = (await timeline(cid)).entries.filter((e) => e.type === 'reminder')
      expect(reminders).toHaveLength(1)
      // The Dashboard's badge: still new, past its due time.
      expect(await listed(cid)).toMatchObject({ stage: 'new', overdue: true, dueAt: '2026-11-18T09:00:00.000Z' })
    }
  })
})

describe('reminders after a burst', () => {
  it('sends each recipient one mail per run listing all their overdue enquiries, each reminded once', async () => {
    const burst = [await enquiry(), await enquiry(), await enquiry(), await enquiry()]
    const owned = await enquiry()
    await pool.query(`UPDATE contacts SET created_at = '2026-11-13T16:00:00Z' WHERE id = ANY($1)`, [[...burst, owned]])
    // Before they are due, as above.
    process.env.ENQUIRY_NOW = '2026-11-18T08:00:00Z'
    expect((await patch(owned, { ownerId: colleagueId })).status).toBe(200)
    await runMailJobs()
    const emails = await Promise.all(burst.map(async (id) => (await listed(id)).email as string))
    const ownedEmail = (await listed(owned)).email as string
    const before = sink.accepted.length
    const run = async (now: string) => {
      process.env.ENQUIRY_NOW = now
      await payload.jobs.queue({ task: 'enquiry-reminders', input: {}, queue: 'mail' })
      await runMailJobs()
    }
    await run('2026-11-18T09:01:00Z')
    const mails = sink.accepted.slice(before).filter((m) => /^Overdue enquir/.test(m.subject ?? ''))
    const toStaff = mails.filter((m) => m.envelopeTo.includes(STAFF))
    // One mail to STAFF_EMAIL (it may list other files' overdue enquiries too), naming every one of the burst.
    expect(toStaff).toHaveLength(1)
    for (const email of emails) expect(toStaff[0]!.text).toContain(email)
    expect(toStaff[0]!.text).not.toContain(ownedEmail)
    const toOwner = mails.filter((m) => m.envelopeTo.includes(COLLEAGUE.email))
    expect(toOwner).toHaveLength(1)
    expect(toOwner[0]!.subject).toMatch(/^Overdue enquiry: Teacher/)
    expect(toOwner[0]!.text).toContain(ownedEmail)

    await run('2026-11-19T12:00:00Z')
    expect(sink.accepted.slice(before).filter((m) => emails.some((e) => m.text?.includes(e)))).toHaveLength(1)
    for (const id of [...burst, owned]) {
      const reminders = (await timeline(id)).entries.filter((e) => e.type === 'reminder')
      expect(reminders).toHaveLength(1)
      expect(reminders[0]!.data.to).toBe(id === owned ? COLLEAGUE.email : STAFF)
    }
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

describe('staff names', () => {
  it('a new or edited account needs a name, in the editor’s language; a nameless one shows its email’s local part', async () => {
    const create = (body: Record<string, unknown>, language = 'en') =>
      api('/api/cms/users', {
        method: 'POST',
        cookie: `${cookie}; payload-lng=${language}`,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ password: 'Nameless-password-2026!', role: 'admin', ...body }),
      })
    const fieldError = async (res: Response) => {
      expect(res.status).toBe(400)
      const { errors } = await res.json()
      return errors[0].data.errors.find((e: { path: string }) => e.path === 'name')?.message as string
    }
    expect(await fieldError(await create({ email: `noname${Date.now()}@followup.test` }))).toMatch(/^Enter a name/)
    expect(await fieldError(await create({ email: `noname${Date.now()}@followup.test`, name: '  ' }, 'es'))).toMatch(
      /^Escriba un nombre/,
    )

    // An account from before names were required: its name is empty in the database.
    const email = `lola.perez${Date.now()}@followup.test`
    const created = await create({ email, name: 'Lola' })
    expect(created.status).toBe(201)
    const { doc } = await created.json()
    await pool.query('UPDATE users SET name = NULL WHERE id = $1', [doc.id])
    const staff = await (await api('/api/staff', { cookie })).json()
    expect(staff).toEqual(expect.arrayContaining([{ id: doc.id, name: email.split('@')[0], email }]))
    const id = await enquiry()
    expect((await patch(id, { ownerId: doc.id })).status).toBe(200)
    const owner = (await timeline(id)).entries.find((e) => e.type === 'owner')!
    expect(owner.data.toName).toBe(email.split('@')[0])

    const edit = (name: string) =>
      api(`/api/cms/users/${doc.id}`, {
        method: 'PATCH',
        cookie,
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ name }),
      })
    expect(await fieldError(await edit(''))).toMatch(/^Enter a name/)
    expect((await edit('Lola Pérez')).status).toBe(200)
  })
})

describe('staff', () => {
  it('lists colleagues and invites one, who chooses a password through the mailed link', async () => {
    const staff = await (await api('/api/staff', { cookie })).json()
    expect(staff).toEqual(expect.arrayContaining([{ id: colleagueId, name: COLLEAGUE.name, email: COLLEAGUE.email }]))

    const email = `new${Date.now()}@followup.test`
    const res = await postJson('/api/staff/invite', { name: 'Nuria Gil', email }, { cookie })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ name: 'Nuria Gil', email, mailSent: false })
    // The app under test has no SMTP server of its own (see tests/helpers/app-server.ts), so the link is read back.
    const { rows } = await pool.query('SELECT reset_password_token FROM users WHERE email = $1', [email])
    const token = rows[0].reset_password_token as string
    const reset = await postJson('/api/cms/users/reset-password', { token, password: 'Nuria-chose-this-2026!' })
    expect(reset.status).toBe(200)
    const login = await postJson('/api/admin/login', { username: email, password: 'Nuria-chose-this-2026!' })
    expect(login.status).toBe(200)

    expect((await postJson('/api/staff/invite', { name: 'Nuria Gil', email }, { cookie })).status).toBe(409)
    const bad = await postJson('/api/staff/invite', { name: 'N', email: 'nope' }, { cookie })
    expect(bad.status).toBe(400)
    expect((await postJson('/api/staff/invite', { name: 'X Y', email: 'x@y.test' })).status).toBe(401)
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
