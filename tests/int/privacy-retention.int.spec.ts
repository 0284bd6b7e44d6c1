/**
 * The retention job (docs/staff.md › Privacy operations › Retention): run through Payload's job queue at a given
 * time, it removes exactly what has outlived its period and records how many of each kind; it never runs ahead of the
 * real clock, and it is scheduled daily on the privacy queue.
 */
import { describe, expect, it } from 'vitest'

import { retentionSources, runRetention } from '@/features/privacy/retention'
import { TIMED_QUEUES } from '@/platform/jobs/timed-lane'
import { payload, pool } from '../helpers/admin-session'
import { postJson } from '../helpers/http'
import { contactIdOf, enquiry, privacyFixture, unique } from '../helpers/privacy-fixture'

privacyFixture()

describe('retention job', () => {
  const day = 24 * 60 * 60 * 1000
  const minute = 60 * 1000
  // A controlled clock: ten days ago (a run can look back, never ahead), on a whole minute.
  const asOf = new Date(Math.floor((Date.now() - 10 * day) / minute) * minute)
  const yearBefore = (d: Date) => {
    const x = new Date(d)
    x.setUTCFullYear(x.getUTCFullYear() - 1)
    return x
  }
  const at = (ms: number) => new Date(ms)

  async function contact(label: string, set: { lastContactAt?: Date; deletedAt?: Date | null; createdAt?: Date }) {
    const email = `${unique(label)}@example.org`
    await postJson('/api/contacts', enquiry(email, 'Retention Person'))
    const id = await contactIdOf(email)
    // Dated back, the enquiry would be overdue: marked as reminded, so that no later file's mail queue sends
    // staff a reminder about it in the middle of its own counts.
    await pool.query(
      `UPDATE contacts SET last_contact_at = COALESCE($2, last_contact_at), deleted_at = $3,
              created_at = COALESCE($4, created_at), reminder_sent_at = now() WHERE id = $1`,
      [id, set.lastContactAt ?? null, set.deletedAt ?? null, set.createdAt ?? null],
    )
    return id
  }

  async function auditEntry(createdAt: Date) {
    const { rows } = await pool.query<{ id: number }>(
      `INSERT INTO audit_events (action, summary, created_at) VALUES ('export', 'retention test', $1) RETURNING id`,
      [createdAt],
    )
    return rows[0].id
  }

  const exists = async (table: string, id: number) =>
    (await pool.query(`SELECT 1 FROM ${table} WHERE id = $1`, [id])).rowCount === 1

  it('removes exactly what is due at the given time, and records how many of each kind', async () => {
    const oneYear = yearBefore(asOf).getTime()
    const fiveYears = new Date(asOf)
    fiveYears.setUTCFullYear(fiveYears.getUTCFullYear() - 5)

    const due = {
      enquiry: await contact('old', { lastContactAt: at(oneYear - minute) }),
      trashed: await contact('trashed-old', { deletedAt: at(asOf.getTime() - 30 * day - minute) }),
      audit: await auditEntry(at(fiveYears.getTime() - minute)),
    }
    const kept = {
      enquiry: await contact('recent', { lastContactAt: at(oneYear + minute) }),
      // Arrived more than a year ago, but staff dealt with it since: the last contact counts.
      processed: await contact('processed', {
        createdAt: at(oneYear - 30 * day),
        lastContactAt: at(asOf.getTime() - day),
      }),
      trashed: await contact('trashed-recent', { deletedAt: at(asOf.getTime() - 30 * day + minute) }),
      audit: await auditEntry(at(fiveYears.getTime() + minute)),
    }

    // Through Payload's job queue, exactly as the daily schedule runs it.
    const job = await payload.jobs.queue({
      task: 'privacy-retention',
      input: { asOf: asOf.toISOString() },
      queue: 'privacy',
    })
    await payload.jobs.runByID({ id: job.id })

    expect(await exists('contacts', due.enquiry)).toBe(false)
    expect(await exists('contacts', due.trashed)).toBe(false)
    expect(await exists('audit_events', due.audit)).toBe(false)
    for (const [kind, id] of Object.entries(kept)) {
      expect(await exists(kind === 'audit' ? 'audit_events' : 'contacts', id), kind).toBe(true)
    }

    const { docs } = await payload.find({
      collection: 'audit-events',
      depth: 0,
      where: { action: { equals: 'retention' } },
      sort: '-createdAt',
      limit: 1,
    })
    expect(docs[0]).toMatchObject({
      actor: null,
      details: {
        asOf: asOf.toISOString(),
        removed: { 'website-enquiries': 1, 'trashed-website-enquiries': 1, 'audit-events': 1 },
      },
    })
    // Every source reports its count, even when it removed nothing.
    const removed = (docs[0].details as { removed: Record<string, number> }).removed
    expect(Object.keys(removed).sort()).toEqual(retentionSources.map((s) => s.id).sort())
  })

  it('never runs ahead of the real clock, so nothing is deleted early', async () => {
    const recent = await contact('future', { lastContactAt: at(Date.now() - day) })
    const report = await runRetention(payload, new Date(Date.now() + 5 * 365 * day))
    expect(new Date(report.asOf).getTime()).toBeLessThanOrEqual(Date.now())
    expect(await exists('contacts', recent)).toBe(true)
  })

  it('is registered as a daily scheduled Payload job', () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'privacy-retention')
    // At 03:00 in Madrid: the hook sets the time zone (tests/int/retention-schedule.int.spec.ts).
    expect(task?.schedule).toEqual([
      { cron: '0 3 * * *', queue: 'privacy', hooks: { beforeSchedule: expect.any(Function) } },
    ])
    // The job runner (in the app, or `npm run jobs`) looks at the privacy queue, where the schedule puts the job.
    expect(TIMED_QUEUES.map(({ queue }) => queue)).toContain('privacy')
  })
})
