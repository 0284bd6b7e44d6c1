// The relay tests: the relay going away mid-send, and a relay that refuses us for good (login or sender address).
// The set-up is campaign-delivery.int.spec.ts's: tests/helpers/campaign-fixture.ts.
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { readCampaign } from '@/features/campaigns/records'
import { campaignFixture } from '../helpers/campaign-fixture'
import type { SmtpSink } from '../helpers/smtp-sink'

const campaigns = campaignFixture('Relay')
const { runMailJobs, send, sleep, makeSchools, createCampaign, action, deliveries, statusOf, received } = campaigns
let sink: SmtpSink
let payload: Payload
beforeAll(() => void ({ sink, payload } = campaigns.state))

describe('the relay goes away mid-send', () => {
  it('fails the claimed recipients fast, mails nobody twice, and carries on by itself when the relay is back', async () => {
    sink.clear()
    const schools = await makeSchools(60)
    const campaign = await createCampaign(schools.map((s) => s.id))
    sink.setVerdict(async () => {
      await sleep(10)
      return null
    })
    let stoppedAt = 0
    const watcher = (async () => {
      while (sink.accepted.length < 15) await sleep(5)
      stoppedAt = Date.now()
      await sink.stop() // connections reset, then new ones refused
    })()
    await action(campaign.id, 'send')
    await runMailJobs()
    await watcher
    // The run gave up well within the SMTP timeouts (3 s connect, 5 s socket), holding nothing.
    expect(Date.now() - stoppedAt).toBeLessThan(8_000)
    const during = await deliveries(campaign.id)
    expect(during.filter((r) => r.status === 'sending')).toHaveLength(0)
    expect(during.filter((r) => r.status === 'failed')).toHaveLength(0)
    const tried = during.filter((r) => r.status === 'queued' && r.attempts > 0)
    expect(tried.length).toBeGreaterThan(0) // the refused sends counted as an attempt...
    expect(tried.every((r) => r.lastError)).toBe(true) // ...with the reason
    const accepted = sink.accepted.length

    // Still down: another run mails nobody and spends no recipient's attempt (it checks the relay first).
    await sleep(100)
    await send()
    await runMailJobs()
    expect(sink.accepted.length).toBe(accepted)
    expect((await deliveries(campaign.id)).filter((r) => r.attempts > 1)).toHaveLength(0)

    // Back: the campaign finishes by itself through the scheduled runs, everyone mailed exactly once.
    await sink.start()
    const backAt = Date.now()
    sink.setVerdict(() => null)
    while ((await statusOf(campaign.id)) !== 'sent' && Date.now() - backAt < 30_000) {
      await payload.jobs.handleSchedules({ queue: 'mail' })
      await runMailJobs()
      await sleep(200)
    }
    expect(await statusOf(campaign.id)).toBe('sent')
    const counts = received()
    expect(counts.size).toBe(60)
    expect([...counts.values()].every((c) => c === 1)).toBe(true)
    expect((await deliveries(campaign.id)).every((r) => r.status === 'sent')).toBe(true)
  }, 60_000)
})

describe('a relay that refuses us for good', () => {
  /** The campaign as staff see it: what GET /api/email-campaigns/{id} and the detail view read. */
  const apiCampaign = async (id: number) => (await readCampaign(payload, id))!

  /** After the relay is fixed and staff pressed Resume: the sender finishes, everyone mailed exactly once. */
  async function resumeAndFinish(id: number, count: number) {
    expect((await action(id, 'resume')).status).toBe(200)
    expect((await apiCampaign(id)).pauseReason).toBeNull()
    const resumedAt = Date.now()
    while ((await statusOf(id)) !== 'sent' && Date.now() - resumedAt < 30_000) {
      await payload.jobs.handleSchedules({ queue: 'mail' })
      await runMailJobs()
      await sleep(200)
    }
    expect(await statusOf(id)).toBe('sent')
    const counts = received()
    expect(counts.size).toBe(count)
    expect([...counts.values()].every((c) => c === 1)).toBe(true)
  }

  it('pauses the campaign at once when the relay refuses the login, saying why, and sends on Resume', async () => {
    sink.clear()
    Object.assign(process.env, { SMTP_USER: 'agency', SMTP_PASSWORD: 'wrong-password' })
    try {
      sink.setLoginVerdict(() =>
        Object.assign(new Error('5.7.8 Authentication credentials invalid'), { responseCode: 535 }),
      )
      const schools = await makeSchools(20)
      const campaign = await createCampaign(schools.map((s) => s.id))
      await action(campaign.id, 'send')
      await runMailJobs()
      expect(await statusOf(campaign.id)).toBe('paused')
      const paused = await apiCampaign(campaign.id)
      expect(paused.pauseReason?.kind).toBe('auth')
      expect(paused.pauseReason?.reply).toContain('535')
      expect(sink.accepted).toHaveLength(0)
      // Paused means nobody is mailed, however often the sender runs.
      await send()
      await runMailJobs()
      expect(sink.accepted).toHaveLength(0)
      expect((await deliveries(campaign.id)).some((r) => r.status === 'failed')).toBe(false)

      // Still refused: Resume is followed by another pause, with the reason again.
      expect((await action(campaign.id, 'resume')).status).toBe(200)
      await runMailJobs()
      expect((await apiCampaign(campaign.id)).pauseReason?.kind).toBe('auth')

      sink.setLoginVerdict(() => null) // the password was fixed
      await resumeAndFinish(campaign.id, 20)
    } finally {
      delete process.env.SMTP_USER
      delete process.env.SMTP_PASSWORD
    }
  }, 60_000)

  it('pauses after runs kept failing on a refused sender address for MAIL_RELAY_PAUSE_MS, not before', async () => {
    sink.clear()
    process.env.MAIL_RELAY_PAUSE_MS = '2000'
    try {
      sink.setSenderVerdict(() =>
        Object.assign(new Error('5.7.1 Sender address rejected: not owned by user'), { responseCode: 553 }),
      )
      const schools = await makeSchools(20)
      const campaign = await createCampaign(schools.map((s) => s.id))
      await action(campaign.id, 'send')
      const failingSince = Date.now()
      const runs: string[] = []
      while ((await statusOf(campaign.id)) === 'sending' && Date.now() - failingSince < 30_000) {
        await send()
        await runMailJobs()
        runs.push(`${Date.now() - failingSince} ms`)
        await sleep(300)
      }
      expect(await statusOf(campaign.id)).toBe('paused')
      // Not on the first failures: a relay away for a moment comes back by itself.
      expect(Date.now() - failingSince, runs.join(', ')).toBeGreaterThanOrEqual(2000)
      // …and the first run's failures did not pause it (how many runs fit in the 2 s depends on the machine).
      expect(runs.length).toBeGreaterThanOrEqual(2)
      const paused = await apiCampaign(campaign.id)
      expect(paused.pauseReason?.kind).toBe('relay')
      expect(paused.pauseReason?.reply).toContain('Sender address rejected')
      expect(sink.accepted).toHaveLength(0)
      expect((await deliveries(campaign.id)).some((r) => r.status === 'failed')).toBe(false)

      sink.setSenderVerdict(() => null)
      await resumeAndFinish(campaign.id, 20)
    } finally {
      delete process.env.MAIL_RELAY_PAUSE_MS
    }
  }, 60_000)
})
