// Pausing and resuming a campaign mid-send, and cancelling a paused one. The set-up is campaign-delivery.int.spec.ts's:
// tests/helpers/campaign-fixture.ts.
import { beforeAll, describe, expect, it } from 'vitest'

import { api, postJson } from '../helpers/http'
import { campaignFixture } from '../helpers/campaign-fixture'
import type { SmtpSink } from '../helpers/smtp-sink'

const campaigns = campaignFixture('Pause')
const { runMailJobs, send, sleep, makeSchools, createCampaign, action, deliveries, statusOf, received } = campaigns
let sink: SmtpSink
let cookie: string
beforeAll(() => void ({ sink, cookie } = campaigns.state))

describe('pause and resume', () => {
  it('a paused campaign mails nobody until resumed, then everyone exactly once', async () => {
    sink.clear()
    const schools = await makeSchools(60)
    const campaign = await createCampaign(schools.map((s) => s.id))
    let paused = false
    sink.setVerdict(async () => {
      await sleep(40)
      if (!paused && sink.accepted.length >= 5) {
        paused = true
        const res = await action(campaign.id, 'pause')
        expect(res.status).toBe(200)
        expect((await res.json()).status).toBe('paused')
      }
      return null
    })
    await action(campaign.id, 'send')
    await runMailJobs()
    const atPause = sink.accepted.length
    expect(atPause).toBeLessThan(60)
    let rows = await deliveries(campaign.id)
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(atPause)
    // Nothing left claimed: what was claimed and not yet handed to SMTP went back to the queue, uncounted.
    expect(rows.filter((r) => r.status === 'sending')).toHaveLength(0)
    expect(rows.filter((r) => r.status === 'queued').every((r) => r.attempts === 0)).toBe(true)

    // More runs while paused mail nobody.
    sink.setVerdict(() => null)
    await send()
    await runMailJobs()
    expect(sink.accepted).toHaveLength(atPause)
    expect(await statusOf(campaign.id)).toBe('paused')
    const detail = await (await api(`/api/email-campaigns/${campaign.id}`, { cookie })).json()
    expect(detail.status).toBe('paused')

    // Resume only a paused campaign; unauthenticated calls are refused.
    expect((await action(campaign.id, 'resume', {})).status).toBe(401)
    const resumed = await action(campaign.id, 'resume')
    expect(resumed.status).toBe(200)
    expect((await resumed.json()).status).toBe('sending')
    await runMailJobs()
    const counts = received()
    expect(counts.size).toBe(60)
    expect([...counts.values()].every((c) => c === 1)).toBe(true)
    rows = await deliveries(campaign.id)
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true)
    expect(await statusOf(campaign.id)).toBe('sent')

    // Bad moves name the state.
    const pauseSent = await action(campaign.id, 'pause')
    expect(pauseSent.status).toBe(409)
    expect((await pauseSent.json()).errors[0]).toEqual({
      field: 'status',
      message: 'A sent campaign cannot be paused.',
    })
    const resumeSent = await action(campaign.id, 'resume')
    expect(resumeSent.status).toBe(409)
    expect((await resumeSent.json()).errors[0].message).toBe('A sent campaign cannot be resumed.')
    expect((await action(99999999, 'pause')).status).toBe(404)
  })

  it('cancel still works on a paused campaign; a draft cannot be paused or resumed', async () => {
    sink.clear()
    const schools = await makeSchools(5)
    const campaign = await createCampaign(schools.map((s) => s.id))
    const draftPause = await action(campaign.id, 'pause')
    expect(draftPause.status).toBe(409)
    expect((await draftPause.json()).errors[0].message).toBe('A draft campaign cannot be paused.')
    expect((await (await action(campaign.id, 'resume')).json()).errors[0].message).toBe(
      'A draft campaign cannot be resumed.',
    )
    await action(campaign.id, 'send')
    expect((await action(campaign.id, 'pause')).status).toBe(200)
    const cancelled = await action(campaign.id, 'cancel')
    expect(cancelled.status).toBe(200)
    expect((await cancelled.json()).status).toBe('cancelled')
    await runMailJobs()
    expect(sink.accepted).toHaveLength(0)
    expect((await deliveries(campaign.id)).every((r) => r.status === 'cancelled')).toBe(true)
    // A new campaign cannot start paused.
    const res = await postJson(
      '/api/email-campaigns',
      { name: 'x', subject: 'y', htmlContent: '<p>hello world</p>', status: 'paused' },
      { cookie },
    )
    expect(res.status).toBe(409)
    // Through Payload's own API (the admin's edit form), the production build answers with the reason too.
    const viaCms = await api(`/api/cms/email-campaigns/${campaign.id}`, {
      method: 'PATCH',
      cookie,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'sending' }),
    })
    expect(viaCms.status).toBe(409)
    expect((await viaCms.json()).errors[0].message).toMatch(/^Use the campaign's buttons in Email Marketing/)
  })
})
