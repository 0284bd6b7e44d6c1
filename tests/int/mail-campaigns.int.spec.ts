import { describe, expect, it } from 'vitest'

import { action, byEmail, createCampaign, deliveries } from '../helpers/mail-campaigns'
import { cookie, mailFixture, makeSchools, runMailJobs, schoolSeq, send } from '../helpers/mail-fixture'
import { api, postJson } from '../helpers/http'
import { payload, sink } from '../helpers/payload-with-sink'
import { waitFor } from '../helpers/staff'

/**
 * Campaigns end to end (docs/product.md › Mail and campaigns): the app (production build) stores and queues, a worker
 * runs Payload's jobs, and a real SMTP server receives one personalised mail per school; the status moves only as
 * the lifecycle allows, a scheduled campaign starts at its time, and cancelling stops the rest. The worker is this
 * test process, pointed at the sink (tests/helpers/mail-fixture.ts).
 */
mailFixture()

describe('campaigns', () => {
  it('deliver exactly one personalised message to each of N schools and end as sent', async () => {
    sink.clear()
    const ids = await makeSchools(12)
    const special = await makeSchools(1, { name: 'Liceo <Galilei> & Co', contactPerson: null, city: null })
    const campaign = await createCampaign([...ids, ...special])
    expect(campaign.status).toBe('draft')
    const started = await action(campaign.id, 'send')
    expect(started.status).toBe(200)
    expect((await started.json()).status).toBe('sending')
    await runMailJobs()

    const counts = byEmail(sink.accepted)
    expect(sink.accepted.length, JSON.stringify(await deliveries(campaign.id))).toBe(13)
    expect([...counts.values()].every((c) => c === 1)).toBe(true)
    const one = sink.accepted.find((m) => m.subject === `Trips for Mail School ${schoolSeq - 12}`)!
    expect(one.html).toContain(`Dear Teacher ${schoolSeq - 12},`)
    expect(one.html).toContain('in Bari, Italy')
    expect(one.text).toContain('Dear Teacher') // text part generated from the HTML
    // The sender's identity from the company details, at the end of both parts.
    expect(one.html).toContain('Madrid Edu Travel · info@madrid-edu-travel.example · +34 600 000 000')
    expect(one.text!.trimEnd()).toMatch(/Madrid Edu Travel · info@madrid-edu-travel\.example · \+34 600 000 000$/)
    const odd = sink.accepted.find((m) => m.subject === 'Trips for Liceo <Galilei> & Co')!
    expect(odd.html).toContain('Liceo &lt;Galilei&gt; &amp; Co')
    expect(odd.html).toContain('Dear Educator,')
    const header = odd.headers.find((h) => h.key === 'list-unsubscribe')?.value
    expect(header).toMatch(/^<http:\/\/127\.0\.0\.1:\d+\/api\/unsubscribe\?token=[\w.%-]+>$/)
    expect(odd.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click')

    const detail = await (await api(`/api/email-campaigns/${campaign.id}`, { cookie })).json()
    expect(detail.status).toBe('sent')
    expect(detail.totalRecipients).toBe(13)
    expect(detail.sentAt).toBeTruthy()
    expect(detail.deliveries).toMatchObject({ sent: 13, failed: 0, queued: 0, sending: 0 })
    const school = await payload.findByID({ collection: 'schools', id: ids[0]! })
    expect(school.lastContacted).toBeTruthy()

    // Finished is final.
    expect((await action(campaign.id, 'send')).status).toBe(409)
    expect((await action(campaign.id, 'cancel')).status).toBe(409)
  })

  it('refuse invalid transitions with 409 and a clear message', async () => {
    const ids = await makeSchools(1)
    const campaign = await createCampaign(ids)
    const past = await action(campaign.id, 'schedule', { scheduledAt: new Date(Date.now() - 60_000).toISOString() })
    expect(past.status).toBe(409)
    expect((await past.json()).errors[0]).toEqual({ field: 'scheduledAt', message: 'Choose a time in the future.' })
    const bad = await action(campaign.id, 'schedule', { scheduledAt: 'tomorrow' })
    expect(bad.status).toBe(400)
    expect((await action(campaign.id, 'cancel')).status).toBe(200)
    const again = await action(campaign.id, 'send')
    expect(again.status).toBe(409)
    expect((await again.json()).errors[0].message).toBe('A cancelled campaign cannot be sent.')
    // Payload's own REST cannot move the status either.
    const patch = await api(`/api/cms/email-campaigns/${campaign.id}`, {
      method: 'PATCH',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'sent' }),
    })
    expect(patch.status).toBe(409)
    // Nor edit what a campaign said once it is past draft.
    const edit = await api(`/api/cms/email-campaigns/${campaign.id}`, {
      method: 'PATCH',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ subject: 'A new subject' }),
    })
    expect(edit.status).toBe(409)
    expect((await payload.findByID({ collection: 'email-campaigns', id: campaign.id })).status).toBe('cancelled')
    expect(
      (
        await postJson(
          '/api/email-campaigns',
          { name: 'x', subject: 'y', htmlContent: '<p>hello world</p>', status: 'sent' },
          { cookie },
        )
      ).status,
    ).toBe(409)
    expect((await action(999999, 'send')).status).toBe(404)
  })

  it('start a scheduled campaign when its time comes', async () => {
    sink.clear()
    const ids = await makeSchools(2)
    const campaign = await createCampaign(ids)
    const at = new Date(Date.now() + 1500).toISOString()
    const res = await action(campaign.id, 'schedule', { scheduledAt: at })
    expect((await res.json()).status).toBe('scheduled')
    await send()
    await runMailJobs()
    expect(sink.accepted).toHaveLength(0)
    // Each sender pass (as the worker's schedule makes them) before the time sends nothing; the first after it all.
    await waitFor(
      'the scheduled campaign sent',
      async () => {
        await send()
        await runMailJobs()
        return sink.accepted.length ? true : undefined
      },
      { describe: async () => (await payload.findByID({ collection: 'email-campaigns', id: campaign.id })).status },
    )
    expect(Date.now(), 'sent only once its time had come').toBeGreaterThanOrEqual(Date.parse(at))
    expect(sink.accepted).toHaveLength(2)
    expect((await payload.findByID({ collection: 'email-campaigns', id: campaign.id })).status).toBe('sent')
  })

  it('cancel mid-send stops the rest, and every mail sent is recorded', async () => {
    sink.clear()
    const ids = await makeSchools(40)
    const campaign = await createCampaign(ids)
    let cancelled = false
    sink.setVerdict(async () => {
      await new Promise((r) => setTimeout(r, 20))
      if (!cancelled && sink.accepted.length >= 5) {
        cancelled = true
        expect((await action(campaign.id, 'cancel')).status).toBe(200)
      }
      return null
    })
    await action(campaign.id, 'send')
    await runMailJobs()
    sink.setVerdict(() => null)
    const rows = await deliveries(campaign.id)
    const sent = rows.filter((r) => r.status === 'sent').length
    expect(sent).toBe(sink.accepted.length)
    expect(sent).toBeLessThan(40)
    expect(rows.filter((r) => r.status === 'cancelled').length).toBe(40 - sent)
    expect((await payload.findByID({ collection: 'email-campaigns', id: campaign.id })).status).toBe('cancelled')
  })
})
