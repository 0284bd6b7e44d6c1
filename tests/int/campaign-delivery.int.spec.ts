import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { api, postJson } from '../helpers/http'
import { campaignFixture } from '../helpers/campaign-fixture'
import type { SmtpSink } from '../helpers/smtp-sink'

/**
 * Campaign delivery against a real SMTP server (the in-process sink) and the built app: hard bounces, 4xx
 * retries, and the counts per language of what was sent, bounced, failed and unsubscribed. The worker is this test
 * process running Payload's mail queue, as `npm run jobs` does. Pausing and resuming a send is tested in
 * campaign-pause-resume.int.spec.ts, the relay going away mid-send in campaign-relay.int.spec.ts.
 */
const campaigns = campaignFixture('Delivery')
const { runMailJobs, send, sleep, makeSchools, createCampaign, action, deliveries, statusOf, received } = campaigns
let sink: SmtpSink
let payload: Payload
let pool: Pool
let cookie: string
beforeAll(() => void ({ sink, payload, pool, cookie } = campaigns.state))

describe('bounces', () => {
  it('a 5xx marks the delivery bounced with the reply, flags the school, and later campaigns skip it until cleared', async () => {
    sink.clear()
    const schools = await makeSchools(4)
    const [ok, atRcpt, atData, ok2] = schools
    sink.setRecipientVerdict((address) =>
      address === atRcpt!.email ? Object.assign(new Error('5.1.1 No such mailbox here'), { responseCode: 550 }) : null,
    )
    sink.setVerdict((mail) =>
      mail.envelopeTo.includes(atData!.email)
        ? Object.assign(new Error('5.7.1 Message refused by policy'), { responseCode: 554 })
        : null,
    )
    const first = await createCampaign(schools.map((s) => s.id))
    expect((await action(first.id, 'send')).status).toBe(200)
    await runMailJobs()

    const rows = await deliveries(first.id)
    const row = (email: string) => rows.find((r) => r.email === email)!
    // Refused once: never tried again, with the server's own words recorded.
    expect(row(atRcpt!.email)).toMatchObject({ status: 'bounced', attempts: 1 })
    expect(row(atRcpt!.email).lastError).toMatch(/550.*No such mailbox here/)
    expect(row(atData!.email)).toMatchObject({ status: 'bounced', attempts: 1 })
    expect(row(atData!.email).lastError).toMatch(/554.*Message refused by policy/)
    expect(row(ok!.email).status).toBe('sent')
    expect([...received().keys()].sort()).toEqual([ok!.email, ok2!.email].sort())

    // The school is flagged, in the collection and in GET /api/schools.
    const flagged = await payload.findByID({ collection: 'schools', id: atRcpt!.id })
    expect(flagged.bouncedAt).toBeTruthy()
    expect(flagged.bounceReason).toMatch(/550/)
    const list = (await (await api('/api/schools', { cookie })).json()) as Array<{ id: number; bouncedAt: string }>
    expect(list.find((s) => s.id === atData!.id)!.bouncedAt).toBeTruthy()
    expect(list.find((s) => s.id === ok!.id)!.bouncedAt).toBeNull()

    // Counted apart from failures in the campaign detail and in the list Analytics reads.
    const detail = await (await api(`/api/email-campaigns/${first.id}`, { cookie })).json()
    expect(detail).toMatchObject({ status: 'sent', totalRecipients: 2 })
    expect(detail.deliveries).toMatchObject({ sent: 2, bounced: 2, failed: 0 })
    const all = await (await api('/api/email-campaigns', { cookie })).json()
    expect(all.find((c: { id: number }) => c.id === first.id).deliveries.bounced).toBe(2)

    // The next campaign skips both bounced schools, even though the server would take them now.
    sink.setRecipientVerdict(() => null)
    sink.setVerdict(() => null)
    sink.clear()
    const second = await createCampaign(schools.map((s) => s.id))
    await action(second.id, 'send')
    await runMailJobs()
    expect([...received().keys()].sort()).toEqual([ok!.email, ok2!.email].sort())
    const skipped = (await deliveries(second.id)).filter((r) => r.status === 'skipped')
    expect(skipped.map((r) => [r.email, r.lastError]).sort()).toEqual(
      [
        [atRcpt!.email, 'Bounced'],
        [atData!.email, 'Bounced'],
      ].sort(),
    )

    // Staff clear one bounce: a clear answer, once; the school is mailed again.
    expect((await postJson(`/api/schools/${atRcpt!.id}/clear-bounce`, {})).status).toBe(401)
    const cleared = await postJson(`/api/schools/${atRcpt!.id}/clear-bounce`, {}, { cookie })
    expect(cleared.status).toBe(200)
    expect(await cleared.json()).toEqual({ id: atRcpt!.id, bouncedAt: null, bounceReason: null })
    const again = await postJson(`/api/schools/${atRcpt!.id}/clear-bounce`, {}, { cookie })
    expect(again.status).toBe(409)
    expect((await again.json()).errors[0]).toEqual({
      field: 'bouncedAt',
      message: 'This school has no hard bounce to clear.',
    })
    expect((await postJson('/api/schools/99999999/clear-bounce', {}, { cookie })).status).toBe(404)
    expect((await postJson('/api/schools/abc/clear-bounce', {}, { cookie })).status).toBe(400)

    sink.clear()
    const third = await createCampaign([atRcpt!.id, atData!.id])
    await action(third.id, 'send')
    await runMailJobs()
    expect([...received().keys()]).toEqual([atRcpt!.email])
  })

  it('a 4xx is a temporary refusal: retried, and sent when the server takes it', async () => {
    sink.clear()
    const [busy, other] = await makeSchools(2)
    let refusals = 0
    sink.setVerdict((mail) => {
      if (mail.envelopeTo.includes(busy!.email) && refusals < 1) {
        refusals++
        return Object.assign(new Error('4.2.1 Mailbox busy, try later'), { responseCode: 450 })
      }
      return null
    })
    const campaign = await createCampaign([busy!.id, other!.id])
    await action(campaign.id, 'send')
    await runMailJobs()
    expect((await deliveries(campaign.id)).find((r) => r.email === busy!.email)).toMatchObject({
      status: 'queued',
      attempts: 1,
    })
    await sleep(300) // past the retry delay (200 ms)
    await send()
    await runMailJobs()
    expect((await deliveries(campaign.id)).find((r) => r.email === busy!.email)).toMatchObject({
      status: 'sent',
      attempts: 2,
    })
    expect(received().get(busy!.email)).toBe(1)
    expect((await payload.findByID({ collection: 'schools', id: busy!.id })).bouncedAt ?? null).toBeNull()
    expect(await statusOf(campaign.id)).toBe('sent')
  })
})

describe('counts per language', () => {
  it('splits sent / bounced / failed / unsubscribed by the version each school got', async () => {
    sink.clear()
    const { rows } = await pool.query<{ id: number; email: string }>(
      `INSERT INTO schools (name, email, country, city, contact_person, language, updated_at, created_at)
       SELECT 'Language School ' || l || n, 'lang-' || l || n || '@mail.test', CASE l WHEN 'es' THEN 'Spain' ELSE 'Italy' END,
              'Bari', 'Teacher', l::enum_schools_language, now(), now()
         FROM unnest(ARRAY['en', 'en', 'es', 'es', 'es']::text[], ARRAY[1, 2, 1, 2, 3]) AS u(l, n)
       RETURNING id, email`,
    )
    const [enOk, enBusy, esOk, esBounced, esLeaves] = rows
    // A Spanish mailbox that does not exist (5xx: bounced) and an English one that is always busy (4xx: failed
    // after MAIL_MAX_ATTEMPTS).
    sink.setRecipientVerdict((address) =>
      address === esBounced!.email ? Object.assign(new Error('5.1.1 Buzón inexistente'), { responseCode: 550 }) : null,
    )
    sink.setVerdict((mail) =>
      mail.envelopeTo.includes(enBusy!.email)
        ? Object.assign(new Error('4.2.1 Mailbox busy, try later'), { responseCode: 450 })
        : null,
    )
    const created = await postJson(
      '/api/email-campaigns',
      {
        name: 'Per language',
        subject: 'Trips for -schoolName-',
        htmlContent: '<p>Dear -contactPerson-,</p>',
        es: { subject: 'Viajes para -schoolName-', htmlContent: '<p>Estimado/a -contactPerson-:</p>' },
        recipients: rows.map((r) => r.id),
      },
      { cookie },
    )
    expect(created.status).toBe(201)
    const campaign = (await created.json()) as { id: number }
    expect((await action(campaign.id, 'send')).status).toBe(200)
    await runMailJobs()
    for (let attempt = 2; attempt <= 3; attempt++) {
      await sleep(200 * 2 ** (attempt - 2) + 100) // past the growing retry delay
      await send()
      await runMailJobs()
    }
    expect(await statusOf(campaign.id)).toBe('sent')
    expect(sink.to(esOk!.email)[0]?.subject).toBe(`Viajes para Language School es1`)
    expect(sink.to(enOk!.email)[0]?.subject).toBe(`Trips for Language School en1`)

    // One Spanish school unsubscribes with its mail client's one-click button.
    const [leaving] = sink.to(esLeaves!.email)
    const oneClick = leaving!.headers.find((h) => h.key === 'list-unsubscribe')!.value.slice(1, -1)
    const unsubscribed = await fetch(oneClick, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(unsubscribed.status).toBe(200)

    const detail = await (await api(`/api/email-campaigns/${campaign.id}`, { cookie })).json()
    // The totals keep their shape; byLanguage splits them.
    expect(detail.deliveries).toMatchObject({ total: 5, sent: 3, bounced: 1, failed: 1, unsubscribed: 1 })
    expect(detail.deliveries.byLanguage.en).toMatchObject({ total: 2, sent: 1, bounced: 0, failed: 1, unsubscribed: 0 })
    expect(detail.deliveries.byLanguage.es).toMatchObject({ total: 3, sent: 2, bounced: 1, failed: 0, unsubscribed: 1 })
    const listed = (await (await api('/api/email-campaigns', { cookie })).json()).find(
      (c: { id: number }) => c.id === campaign.id,
    )
    expect(listed.deliveries.byLanguage).toEqual(detail.deliveries.byLanguage)

    // Without a Spanish version every school gets the English one, and is counted as English.
    sink.setVerdict(() => null)
    sink.setRecipientVerdict(() => null)
    const englishOnly = await createCampaign([enOk!.id, esOk!.id])
    await action(englishOnly.id, 'send')
    await runMailJobs()
    const counts = (await (await api(`/api/email-campaigns/${englishOnly.id}`, { cookie })).json()).deliveries
    expect(counts.byLanguage.en).toMatchObject({ total: 2, sent: 2 })
    expect(counts.byLanguage.es).toMatchObject({ total: 0, sent: 0 })
  })
})
