import { describe, expect, it } from 'vitest'

import { formatEuros, type TripPrice } from '@/features/trips/pricing'
import type { Contact, Proposal } from '@/payload-types'
import { api, postJson } from '../helpers/http'
import { payload, pool, sink } from '../helpers/payload-with-sink'
import { pdfText } from '../helpers/pdf-text'
import { waitFor } from '../helpers/staff'
import { answer, linkIn, timeline, total } from '../helpers/proposal-answers'
import { cookie, createProposal, STAFF, storedTrip, tripProposalsFixture, user } from '../helpers/trip-proposals'

/**
 * Proposals on the built app (docs/product.md › Plan a trip): "Create proposal" fills a draft from a stored trip
 * request, its PDF carries the figures and the agency's details in the enquiry's language (and staff can read it
 * before sending), "Send proposal" mails it with a private link and moves the enquiry on, and the school's answer on
 * that page is taken once, within the validity, and logged; bad requests are refused naming the field.
 */
tripProposalsFixture()

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
