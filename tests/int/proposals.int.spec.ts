import type { Payload, TypedUser } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appUrl } from '../helpers/worker'

import { addMonths, currentMonth } from '@/features/trips/months'
import { formatEuros, type TripPrice } from '@/features/trips/pricing'
import type { Contact, Proposal } from '@/payload-types'
import { api, postJson } from '../helpers/http'
import { type ReceivedMail, type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { pdfText } from '../helpers/pdf-text'
import { newStaff, waitFor } from '../helpers/staff'

/**
 * Proposals on the built app: "Create proposal" fills a draft from a stored trip request, its PDF carries the
 * figures and the agency's details in the enquiry's language, "Send proposal" mails it with a private link and
 * moves the enquiry on, and the school's answer on that page is taken once, within the validity, and logged.
 */
let sink: SmtpSink
let payload: Payload
let pool: Pool
let cookie: string
let user: TypedUser

const STAFF = 'proposals-office@agency.test'
const month = addMonths(currentMonth(), 3)

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    MAIL_FROM: 'hello@agency.test',
    STAFF_EMAIL: STAFF,
    MAIL_PER_SECOND: '0',
    NEXT_PUBLIC_SERVER_URL: appUrl(),
  })
  payload = await (await import('../helpers/payload')).testPayload()
  pool = payload.db.pool
  const staff = await newStaff(payload, 'Proposal Maker')
  cookie = await staff.cookie()
  const account = await payload.findByID({ collection: 'users', id: staff.id, depth: 0 })
  user = { ...account, collection: 'users' } as TypedUser
})

afterAll(async () => {
  await sink?.close()
})

/** A trip request sent through the builder's endpoint; answers its enquiry and its trip request. */
async function storedTrip(email: string, locale: 'en' | 'es') {
  const res = await postJson('/api/trip-requests', {
    destination: 'madrid',
    month,
    days: 8,
    students: 40,
    teachers: 3,
    addOns: ['transfer', 'picnic'],
    name: 'Marta Ruiz',
    email,
    organization: 'IES Goya',
    privacyConsent: true,
    locale,
    page: `/${locale}/plan-a-trip`,
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: email } }, depth: 0 })
  const contact = docs[0]!
  const trips = await payload.find({ collection: 'trip-requests', where: { contact: { equals: contact.id } } })
  return { contact, trip: trips.docs[0]! }
}

const createProposal = (tripId: number, as = cookie) =>
  api(`/api/trip-requests/${tripId}/proposal`, { method: 'POST', cookie: as })

const total = (p: Proposal) => (p.items ?? []).reduce((sum, i) => sum + i.quantity * i.unitCents, 0)

const linkIn = (mail: ReceivedMail) => {
  const match = /https?:\/\/\S+\/(en|es)\/proposal\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')
  if (!match) throw new Error(`no proposal link in: ${mail.text}`)
  return { path: `/${match[1]}/proposal/${match[2]}`, token: match[2]! }
}

const timeline = async (contactId: number) =>
  (
    await payload.find({
      collection: 'enquiry-events',
      where: { contact: { equals: contactId }, type: { equals: 'proposal' } },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs

const answer = (token: string, value: string, extra: Record<string, string> = {}) =>
  api('/api/proposals/answer', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, answer: value, lang: 'es', ...extra }).toString(),
  })

describe('a proposal from a trip request', () => {
  let contact: Contact
  let proposal: Proposal
  let token: string
  let price: TripPrice

  it('is refused without signed-in staff', async () => {
    const { trip } = await storedTrip('marta@ies-goya.test', 'es')
    const res = await createProposal(trip.id, '')
    expect(res.status, await res.text()).toBe(401)
  })

  it('is filled from the request in the enquiry’s language', async () => {
    const stored = await storedTrip('marta.bis@ies-goya.test', 'es')
    contact = stored.contact
    price = stored.trip.price as TripPrice
    const res = await createProposal(stored.trip.id)
    expect(res.status, await res.clone().text()).toBe(201)
    const { id } = (await res.json()) as { id: number }
    proposal = await payload.findByID({ collection: 'proposals', id, depth: 0 })
    expect(proposal).toMatchObject({ status: 'draft', locale: 'es', contact: contact.id, tripRequest: stored.trip.id })
    const items = proposal.items!.map(({ label, quantity, unitCents, per }) => ({ label, quantity, unitCents, per }))
    expect(items[0]).toMatchObject({
      label: expect.stringMatching(/^Estancia en Madrid.*: 7 noches/),
      quantity: 40 + price.payingTeachers,
      unitCents: price.stayPerPerson.max,
      per: 'person',
    })
    expect(items).toContainEqual(
      expect.objectContaining({ label: 'Plazas gratuitas de profesores', quantity: 2, unitCents: 0 }),
    )
    expect(items.find((i) => i.label === 'Traslado al aeropuerto')?.per).toBe('group')
    expect(total(proposal), 'the items add up to the request’s dearest group price').toBe(price.group.max)
    expect(new Date(proposal.validUntil).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000)
  })

  it('renders a PDF with the organiser, the figures and the terms', async () => {
    const { proposalPdf } = await import('@/features/trips/proposals/send')
    const pdf = await proposalPdf(payload, proposal, contact, false)
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
    const text = pdfText(pdf)
    const company = await payload.findGlobal({ slug: 'company', depth: 0 })
    for (const expected of [
      company.legalName,
      company.tourismLicence,
      'Itinerario previsto',
      formatEuros(price.stayPerPerson.max, 'es'),
      formatEuros(price.group.max, 'es'),
      'Total (IVA incluido)',
      'Condiciones de pago',
      'Condiciones de cancelación',
      'Validez',
    ])
      expect(text, `the PDF's text to contain "${expected}"`).toContain(expected)
  })

  it('is mailed with the PDF and a private link; the enquiry moves to proposal sent', async () => {
    const unsigned = await api(`/api/proposals/${proposal.id}/send`, { method: 'POST' })
    expect(unsigned.status).toBe(401)
    // The suite's app has no reachable mail server: the send is refused and nothing changes.
    const refused = await api(`/api/proposals/${proposal.id}/send`, { method: 'POST', cookie })
    expect(refused.status, await refused.clone().text()).toBe(502)
    expect(await refused.json()).toEqual({
      errors: [{ field: 'mail', message: 'The mail server did not take the proposal; try again' }],
    })
    const untouched = await payload.findByID({ collection: 'proposals', id: proposal.id, depth: 0 })
    expect(untouched.status).toBe('draft')
    expect((await payload.findByID({ collection: 'contacts', id: contact.id, depth: 0 })).stage).toBe('new')
    // The same send as staff's button, from this process, whose mail goes to the sink.
    const { sendProposal } = await import('@/features/trips/proposals/send')
    expect(await sendProposal(payload, user, proposal.id)).toMatchObject({ status: 'sent' })
    const mail = await waitFor('the proposal mail', async () => sink.to('marta.bis@ies-goya.test')[0])
    expect(mail.subject).toContain('Su propuesta de viaje escolar')
    const attachment = mail.attachments.find((a) => a.mimeType === 'application/pdf')
    expect(attachment?.filename).toBe('propuesta.pdf')
    expect(
      Buffer.from(attachment!.content as ArrayBuffer)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    ;({ token } = linkIn(mail))
    const { rows } = await pool.query('SELECT status, token_hash FROM proposals WHERE id = $1', [proposal.id])
    expect(rows[0].status).toBe('sent')
    expect(rows[0].token_hash, 'only the hash is stored').not.toContain(token)
    expect(rows[0].token_hash).toHaveLength(64)
    const after = await payload.findByID({ collection: 'contacts', id: contact.id, depth: 0 })
    expect(after.stage).toBe('proposal_sent')
    const events = await timeline(contact.id)
    expect(events.map((e) => (e.data as { action: string }).action)).toEqual(['sent'])
  })

  it('shows on its private page, and a wrong token is a 404 in the visitor’s language', async () => {
    const page = await api(`/es/proposal/${token}`)
    const html = await page.text()
    expect(page.status).toBe(200)
    expect(html).toContain('Aceptar la propuesta')
    expect(html).toContain(formatEuros(price.group.max, 'es'))
    const wrong = await api(`/es/proposal/${token.slice(0, -2)}xx`)
    expect(wrong.status).toBe(404)
    expect(await wrong.text()).toContain('Este enlace de propuesta no se puede usar')
    const junk = await answer('not-a-token', 'accepted')
    expect(junk.status).toBe(404)
    expect(await junk.json()).toEqual({
      errors: [{ field: 'token', message: 'Este enlace de propuesta no es válido.' }],
    })
  })

  it('is refused once its validity has passed', async () => {
    const { rows } = await pool.query('SELECT valid_until FROM proposals WHERE id = $1', [proposal.id])
    await pool.query(`UPDATE proposals SET valid_until = now() - interval '2 days' WHERE id = $1`, [proposal.id])
    try {
      expect((await api(`/es/proposal/${token}`)).status).toBe(404)
      const res = await answer(token, 'accepted')
      expect(res.status).toBe(410)
      expect(await res.json()).toEqual({
        errors: [{ field: 'token', message: 'Esta propuesta ha caducado: solicítenos una nueva.' }],
      })
    } finally {
      await pool.query('UPDATE proposals SET valid_until = $2 WHERE id = $1', [proposal.id, rows[0].valid_until])
    }
  })

  it('is accepted once: logged, the enquiry won, the link then refused', async () => {
    const { proposalPipeline } = await import('@/features/trips/proposals/pipeline')
    const before = await proposalPipeline(pool)
    const res = await answer(token, 'accepted')
    expect(res.status, await res.clone().text()).toBe(303)
    // The Dashboard's pipeline figure: the proposal's value moves from open to accepted this month.
    const pipeline = await proposalPipeline(pool)
    expect(pipeline.wonCents - before.wonCents).toBe(total(proposal))
    expect(pipeline.wonCount - before.wonCount).toBe(1)
    expect(before.openCents - pipeline.openCents).toBe(total(proposal))
    const thanks = new URL(res.headers.get('location')!)
    expect(thanks.pathname + thanks.search).toBe(`/es/proposal/${token}?answered=accepted`)
    const page = await api(thanks.pathname + thanks.search)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Propuesta aceptada')

    const after = await payload.findByID({ collection: 'contacts', id: contact.id, depth: 0 })
    expect(after.stage).toBe('won')
    const events = await timeline(contact.id)
    expect(events.map((e) => (e.data as { action: string }).action)).toEqual(['sent', 'accepted'])
    // The owner's notice: the suite's app reaches no mail server (the answer stands all the same); the
    // notice's content is checked below, from this process.
    const saved = await payload.findByID({ collection: 'proposals', id: proposal.id, depth: 0 })
    expect(saved.status).toBe('accepted')
    const versions = await payload.findVersions({
      collection: 'proposals',
      where: { parent: { equals: proposal.id } },
      depth: 0,
    })
    expect(versions.docs.map((v) => v.version.status)).toEqual(expect.arrayContaining(['draft', 'sent', 'accepted']))

    const again = await answer(token, 'changes_requested')
    expect(again.status).toBe(410)
    expect(await again.json()).toEqual({
      errors: [{ field: 'token', message: 'Esta propuesta ya se ha respondido.' }],
    })
    expect((await api(`/es/proposal/${token}`)).status).toBe(404)
    expect((await timeline(contact.id)).length, 'nothing more logged').toBe(2)
  })
})

describe('asking for changes', () => {
  it('logs the school’s note and leaves the enquiry at proposal sent', async () => {
    const { trip, contact } = await storedTrip('cambios@ies-goya.test', 'en')
    const { id } = (await (await createProposal(trip.id)).json()) as { id: number }
    const { sendProposal } = await import('@/features/trips/proposals/send')
    await sendProposal(payload, user, id)
    const mail = await waitFor('the proposal mail', async () => sink.to('cambios@ies-goya.test')[0])
    expect(mail.subject).toContain('Your school trip proposal')
    const { token, path } = linkIn(mail)
    expect(path.startsWith('/en/proposal/')).toBe(true)
    const tooLong = await answer(token, 'changes_requested', { note: 'x'.repeat(2001), lang: 'en' })
    expect(tooLong.status).toBe(400)
    // The page's form posts to the app; the same answer from this process mails the owner through the sink.
    const { answerProposal } = await import('@/features/trips/proposals/answer')
    await answerProposal(payload, token, 'changes_requested', 'Can we travel in May instead?', 'en')
    const twice = await answer(token, 'accepted', { lang: 'en' })
    expect(twice.status).toBe(410)
    const events = await timeline(contact.id)
    expect(events.at(-1)).toMatchObject({
      text: 'Can we travel in May instead?',
      data: { action: 'changes_requested' },
    })
    const after = await payload.findByID({ collection: 'contacts', id: contact.id, depth: 0 })
    expect(after.stage).toBe('proposal_sent')
    await waitFor('the staff notice', async () =>
      sink.to(STAFF).find((m) => m.subject?.includes('asked for changes') && m.text?.includes('May instead')),
    )
  })
})

describe('a person’s proposals', () => {
  it('are in their export and erased with every version', async () => {
    const { trip } = await storedTrip('erase.me@ies-goya.test', 'es')
    const { id } = (await (await createProposal(trip.id)).json()) as { id: number }
    await payload.update({ collection: 'proposals', id, data: { notes: 'Segunda versión' }, depth: 0 })
    const lookup = await postJson('/api/privacy/lookup', { email: 'erase.me@ies-goya.test' }, { cookie })
    const report = (await lookup.json()) as { sources: Array<{ id: string; records: Array<{ id: number }> }> }
    expect(report.sources.find((s) => s.id === 'proposals')?.records.map((r) => r.id)).toEqual([id])
    const erased = await postJson('/api/privacy/erase', { email: 'erase.me@ies-goya.test', confirm: true }, { cookie })
    expect(erased.status, await erased.clone().text()).toBe(200)
    expect(((await erased.json()) as { removed: Record<string, number> }).removed.proposals).toBe(1)
    const { rows } = await pool.query(
      'SELECT (SELECT count(*) FROM proposals WHERE id = $1)::int AS docs, (SELECT count(*) FROM _proposals_v WHERE parent_id = $1)::int AS versions',
      [id],
    )
    expect(rows[0]).toEqual({ docs: 0, versions: 0 })
  })
})

describe('a proposal whose enquiry is gone', () => {
  /** A proposal sent for a new trip request; answers its ids and the private link's token. */
  async function sentProposal(email: string) {
    const { trip, contact } = await storedTrip(email, 'es')
    const { id } = (await (await createProposal(trip.id)).json()) as { id: number }
    const { sendProposal } = await import('@/features/trips/proposals/send')
    await sendProposal(payload, user, id)
    const mail = await waitFor('the proposal mail', async () => sink.to(email)[0])
    return { id, trip, contact, ...linkIn(mail) }
  }

  const refusedAsUnknown = async (token: string, path: string) => {
    const page = await api(path)
    expect(page.status).toBe(404)
    expect(await page.text()).toContain('Este enlace de propuesta no se puede usar')
    const res = await answer(token, 'accepted')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({
      errors: [{ field: 'token', message: 'Este enlace de propuesta no es válido.' }],
    })
  }

  const rowsOf = async (proposalId: number, tripId: number) =>
    (
      await pool.query(
        `SELECT (SELECT count(*) FROM proposals WHERE id = $1)::int AS proposals,
                (SELECT count(*) FROM _proposals_v WHERE parent_id = $1)::int AS versions,
                (SELECT count(*) FROM trip_requests WHERE id = $2)::int AS trips`,
        [proposalId, tripId],
      )
    ).rows[0]

  it('opens nothing while the enquiry is in the trash, and again once it is restored', async () => {
    const { contact, token, path } = await sentProposal('papelera@ies-goya.test')
    expect((await api(path)).status).toBe(200)
    await pool.query('UPDATE contacts SET deleted_at = now() WHERE id = $1', [contact.id])
    await refusedAsUnknown(token, path)
    await pool.query('UPDATE contacts SET deleted_at = NULL WHERE id = $1', [contact.id])
    expect((await api(path)).status).toBe(200)
  })

  it('opens nothing once the enquiry is deleted, and the retention job removes the proposal and the request', async () => {
    const { id, trip, contact, token, path } = await sentProposal('caducada@ies-goya.test')
    // As the retention job or emptying the trash deletes an enquiry: its proposals and request lose it.
    await pool.query('DELETE FROM contacts WHERE id = $1', [contact.id])
    await refusedAsUnknown(token, path)
    const again = await createProposal(trip.id)
    expect(again.status, 'no new proposal for an erased enquiry').toBe(404)
    expect(await rowsOf(id, trip.id)).toMatchObject({ proposals: 1, trips: 1 })

    const { retentionSources, runRetention } = await import('@/features/privacy/retention')
    const report = await runRetention(
      payload,
      new Date(),
      retentionSources.filter((s) => s.id === 'trip-proposals' || s.id === 'trip-requests'),
    )
    expect(report.removed['trip-proposals']).toBeGreaterThanOrEqual(1)
    expect(report.removed['trip-requests']).toBeGreaterThanOrEqual(1)
    expect(await rowsOf(id, trip.id)).toEqual({ proposals: 0, versions: 0, trips: 0 })
    await refusedAsUnknown(token, path)
  })

  it('opens nothing after the person’s erasure', async () => {
    const { id, trip, token, path } = await sentProposal('borrar@ies-goya.test')
    const erased = await postJson('/api/privacy/erase', { email: 'borrar@ies-goya.test', confirm: true }, { cookie })
    expect(erased.status, await erased.clone().text()).toBe(200)
    expect(await rowsOf(id, trip.id)).toEqual({ proposals: 0, versions: 0, trips: 0 })
    await refusedAsUnknown(token, path)
  })
})

describe('the PDF before sending', () => {
  it('is staff’s to read, as the school will get it', async () => {
    const { trip } = await storedTrip('vista@ies-goya.test', 'en')
    const { id } = (await (await createProposal(trip.id)).json()) as { id: number }
    expect((await api(`/api/proposals/${id}/pdf`)).status).toBe(401)
    const res = await api(`/api/proposals/${id}/pdf`, { cookie })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe('inline; filename="proposal.pdf"')
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect((await api('/api/proposals/999999999/pdf', { cookie })).status).toBe(404)
  })
})

describe('bad proposal requests', () => {
  it('answer 4xx naming the field', async () => {
    expect((await createProposal(999_999_999)).status).toBe(404)
    expect((await api('/api/trip-requests/abc/proposal', { method: 'POST', cookie })).status).toBe(400)
    expect((await api('/api/proposals/999999999/send', { method: 'POST', cookie })).status).toBe(404)
    const bad = await postJson('/api/proposals/answer', { token: 'x', answer: 'maybe', lang: 'en' })
    expect(await bad.json()).toEqual({
      errors: [{ field: 'answer', message: 'Please choose to accept the proposal or to ask for changes.' }],
    })
  })
})
