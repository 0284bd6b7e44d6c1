import type { Pool } from 'pg'
import { beforeAll, describe, expect, it } from 'vitest'

import { campaignFixture } from '../helpers/campaign-fixture'
import { postJson } from '../helpers/http'

/**
 * The campaign's status changes only through src/features/campaigns/lifecycle.ts, one transaction a transition:
 * Send now stores the campaign's deliveries and its audit entry together or not at all, two Send nows at once
 * queue the recipients once, and a scheduled campaign whose time comes with nobody left to mail is cancelled by
 * the sender instead of being tried again every minute.
 */
const campaigns = campaignFixture('Lifecycle')
const { runMailJobs, makeSchools, createCampaign, action, deliveries, statusOf, received } = campaigns
let pool: Pool
let cookie: string
beforeAll(() => void ({ pool, cookie } = campaigns.state))

const auditEntries = async (id: number) =>
  (
    await pool.query<{ summary: string }>(
      `SELECT summary FROM audit_events WHERE action = 'campaign-send' AND target_collection = 'email-campaigns'
          AND document_ids::jsonb @> to_jsonb(ARRAY[$1::int])`,
      [id],
    )
  ).rows.map((r) => r.summary)

describe('campaign lifecycle', () => {
  it('Send now stores the deliveries and the audit entry together; a refused one stores neither', async () => {
    const schools = await makeSchools(3)
    const campaign = await createCampaign(schools.map((s) => s.id))
    expect((await action(campaign.id, 'send')).status).toBe(200)
    expect(await auditEntries(campaign.id)).toEqual([`Campaign ${campaign.id} sent to 3 recipients`])

    // Sending again is refused with the status it has now, and adds nothing.
    const again = await action(campaign.id, 'send')
    expect(again.status).toBe(409)
    expect(JSON.stringify(await again.json())).toMatch(/A sending campaign cannot be sent/)
    expect(await auditEntries(campaign.id)).toHaveLength(1)
    expect(await deliveries(campaign.id)).toHaveLength(3)

    // Nobody who can be mailed: refused, and neither deliveries nor an audit entry stay behind.
    const [optedOut] = await makeSchools(1)
    await pool.query('UPDATE schools SET opted_out_at = now() WHERE id = $1', [optedOut!.id])
    const empty = await createCampaign([optedOut!.id])
    const refused = await action(empty.id, 'send')
    expect(refused.status).toBe(409)
    expect(JSON.stringify(await refused.json())).toMatch(/no recipient who can be mailed/)
    expect(await statusOf(empty.id)).toBe('draft')
    expect(await deliveries(empty.id)).toEqual([])
    expect(await auditEntries(empty.id)).toEqual([])
  })

  it('two Send nows at once: one wins, the other is refused, every school is mailed once', async () => {
    campaigns.state.sink.clear()
    const schools = await makeSchools(5)
    const campaign = await createCampaign(schools.map((s) => s.id))
    const answers = await Promise.all([action(campaign.id, 'send'), action(campaign.id, 'send')])
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409])
    expect(await deliveries(campaign.id)).toHaveLength(5)
    await runMailJobs()
    expect(await statusOf(campaign.id)).toBe('sent')
    for (const school of schools) expect(received().get(school.email)).toBe(1)
  })

  it('a scheduled campaign whose time came with nobody left to mail is cancelled by the sender', async () => {
    const [school] = await makeSchools(1)
    const campaign = await createCampaign([school!.id])
    const scheduled = await postJson(
      `/api/email-campaigns/${campaign.id}/schedule`,
      { scheduledAt: new Date(Date.now() + 60_000).toISOString() },
      { cookie },
    )
    expect(scheduled.status).toBe(200)
    // Since then the school opted out, and the time came.
    await pool.query('UPDATE schools SET opted_out_at = now() WHERE id = $1', [school!.id])
    await pool.query(`UPDATE email_campaigns SET scheduled_at = now() - interval '1 second' WHERE id = $1`, [
      campaign.id,
    ])
    await campaigns.send()
    await runMailJobs()
    expect(await statusOf(campaign.id)).toBe('cancelled')
    expect((await deliveries(campaign.id)).map((d) => d.status)).toEqual(['skipped'])
    expect(received().get(school!.email)).toBeUndefined()
  })
})
