import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { deliveryCounts } from '@/features/campaigns/delivery-counts'
import { figuresPerMonth, type MonthFigures } from '@/features/campaigns/monthly-figures'
import { opensPerCampaign } from '@/features/campaigns/open-counts'
import { api } from '../helpers/http'
import { campaignFixture } from '../helpers/campaign-fixture'
import type { SmtpSink } from '../helpers/smtp-sink'
import { waitFor } from '../helpers/staff'

/**
 * Campaign figures that respect consent (docs/product.md › Campaign analytics): a relay's permanent refusal (5xx)
 * is a hard bounce and a temporary one (4xx) on every attempt a soft bounce, counted per campaign and month; the
 * open pixel is off by default and, when Company details turn it on, goes only to schools whose record says they
 * agreed; its loads are counted per campaign and month, never per school. Mails go through the real SMTP sink,
 * pixels through the built app.
 */
const campaigns = campaignFixture('Figures')
const { runMailJobs, makeSchools, createCampaign, action, send, deliveries, statusOf } = campaigns
let sink: SmtpSink
let payload: Payload
let pool: Pool
beforeAll(() => void ({ sink, payload, pool } = campaigns.state))

const setCountOpens = (countOpens: boolean) =>
  payload.updateGlobal({ slug: 'company', data: { countOpens, _status: 'published' } as never })
afterAll(() => setCountOpens(false))

const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit' })
  .format(new Date())
  .slice(0, 7)
const thisMonth = async (): Promise<MonthFigures> =>
  (await figuresPerMonth(pool)).find((m) => m.month === month) ?? {
    month,
    sent: 0,
    hardBounces: 0,
    softBounces: 0,
    unsubscribed: 0,
    clicks: 0,
    opens: 0,
    tracked: 0,
  }

/** Sends the campaign and runs the mail queue again until every recipient is settled (retries included). */
async function sendToEnd(id: number) {
  expect((await action(id, 'send')).status).toBe(200)
  await waitFor(
    `campaign ${id} sent to the end`,
    async () => {
      await send()
      await runMailJobs()
      return (await statusOf(id)) === 'sent' ? true : undefined
    },
    { ms: 20_000, describe: async () => JSON.stringify(await deliveries(id)) },
  )
}

const refusal = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode })
const pixelIn = (html: string | undefined) => /<img src="([^"]*\/api\/opens\/[^"]+)"/.exec(html ?? '')?.[1]

describe('hard and soft bounces', () => {
  it('counts a 5xx refusal as a hard bounce and a 4xx on every attempt as a soft one, per campaign and month', async () => {
    const [ok, hard, soft] = await makeSchools(3)
    sink.setRecipientVerdict((address) =>
      address === hard!.email
        ? refusal('5.1.1 No such mailbox', 550)
        : address === soft!.email
          ? refusal('4.2.2 Mailbox full, try later', 452)
          : null,
    )
    const before = await thisMonth()
    const { id } = await createCampaign([ok!.id, hard!.id, soft!.id])
    await sendToEnd(id)

    expect((await deliveries(id)).map((d) => [d.email, d.status, d.attempts])).toEqual([
      [ok!.email, 'sent', 1],
      [hard!.email, 'bounced', 1],
      [soft!.email, 'failed', 3],
    ])
    expect(await deliveryCounts(pool, [id])).toEqual(
      new Map([[id, expect.objectContaining({ sent: 1, bounced: 1, failed: 1 })]]),
    )
    const after = await thisMonth()
    expect({
      sent: after.sent - before.sent,
      hard: after.hardBounces - before.hardBounces,
      soft: after.softBounces - before.softBounces,
    }).toEqual({ sent: 1, hard: 1, soft: 1 })
  })
})

describe('opens, with consent', () => {
  it('sends no pixel while Company details leave open counting off, whatever the school agreed', async () => {
    await setCountOpens(false)
    sink.clear()
    const [agreed] = await makeSchools(1)
    await pool.query('UPDATE schools SET open_tracking_consent = true WHERE id = $1', [agreed!.id])
    const { id } = await createCampaign([agreed!.id])
    await sendToEnd(id)
    const [mail] = sink.to(agreed!.email)
    expect(mail, 'the mail').toBeTruthy()
    expect(pixelIn(mail!.html), mail!.html).toBeUndefined()
    expect(await opensPerCampaign(pool, [id])).toEqual(new Map([[id, { opens: 0, tracked: 0 }]]))
  })

  it('when on, puts the pixel only in mails to schools that agreed, and counts its loads per campaign and month', async () => {
    await setCountOpens(true)
    sink.clear()
    const [agreed, silent] = await makeSchools(2)
    // As staff tick "Agreed to open tracking" on the school's page: through Payload, which records when.
    await payload.update({ collection: 'schools', id: agreed!.id, data: { openTrackingConsent: true } })
    const consent = await pool.query('SELECT open_tracking_consent_at AS at FROM schools WHERE id = $1', [agreed!.id])
    expect(consent.rows[0].at, 'when the consent was recorded').toBeInstanceOf(Date)

    const before = await thisMonth()
    const { id } = await createCampaign([agreed!.id, silent!.id])
    await sendToEnd(id)
    const pixel = pixelIn(sink.to(agreed!.email)[0]?.html)
    expect(pixel, sink.to(agreed!.email)[0]?.html).toMatch(new RegExp(`/api/opens/${id}\\?s=`))
    expect(pixelIn(sink.to(silent!.email)[0]?.html), 'no pixel for a school that did not agree').toBeUndefined()
    // The text version has none either, and the address names the campaign only, never the school.
    expect(sink.to(agreed!.email)[0]?.text).not.toContain('/api/opens/')
    expect(new URL(pixel!).pathname).toBe(`/api/opens/${id}`)
    expect([...new URL(pixel!).searchParams.keys()]).toEqual(['s'])

    for (let i = 0; i < 2; i++) {
      const res = await api(new URL(pixel!).pathname + new URL(pixel!).search)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/gif')
      expect(res.headers.get('cache-control')).toContain('no-store')
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(0)
    }
    expect(await opensPerCampaign(pool, [id])).toEqual(new Map([[id, { opens: 2, tracked: 1 }]]))
    const after = await thisMonth()
    expect({ opens: after.opens - before.opens, tracked: after.tracked - before.tracked }).toEqual({
      opens: 2,
      tracked: 1,
    })
    // Only the delivery row says the mail carried the pixel; no row records who opened it.
    const { rows } = await pool.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'campaign_opens' ORDER BY column_name`,
    )
    expect(rows.map((r) => r.column_name)).toEqual(['campaign_id', 'month', 'opens'])
  })

  it('a forged or damaged pixel is a 404 and counts nothing', async () => {
    await setCountOpens(true)
    sink.clear()
    const [agreed] = await makeSchools(1)
    await payload.update({ collection: 'schools', id: agreed!.id, data: { openTrackingConsent: true } })
    const { id } = await createCampaign([agreed!.id])
    await sendToEnd(id)
    const pixel = new URL(pixelIn(sink.to(agreed!.email)[0]?.html)!)
    const otherCampaign = new URL(pixel)
    otherCampaign.pathname = `/api/opens/${id + 1}`
    const unsigned = new URL(pixel)
    unsigned.searchParams.delete('s')
    const oddId = new URL(pixel)
    oddId.pathname = '/api/opens/abc'
    const changed = new URL(pixel)
    changed.searchParams.set('s', 'A'.repeat(22))
    for (const bad of [otherCampaign, unsigned, oddId, changed]) {
      const res = await api(bad.pathname + bad.search)
      expect(res.status, `GET ${bad.pathname}${bad.search}`).toBe(404)
    }
    expect(await opensPerCampaign(pool, [id])).toEqual(new Map([[id, { opens: 0, tracked: 1 }]]))
  })

  it('unticking the school’s consent clears when it was given, and its next mails carry no pixel', async () => {
    await setCountOpens(true)
    sink.clear()
    const [school] = await makeSchools(1)
    await payload.update({ collection: 'schools', id: school!.id, data: { openTrackingConsent: true } })
    await payload.update({ collection: 'schools', id: school!.id, data: { openTrackingConsent: false } })
    const { rows } = await pool.query(
      'SELECT open_tracking_consent AS consent, open_tracking_consent_at AS at FROM schools WHERE id = $1',
      [school!.id],
    )
    expect(rows[0]).toEqual({ consent: false, at: null })
    const { id } = await createCampaign([school!.id])
    await sendToEnd(id)
    expect(pixelIn(sink.to(school!.email)[0]?.html)).toBeUndefined()
  })
})
