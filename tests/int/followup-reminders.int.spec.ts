import { describe, expect, it } from 'vitest'

import { enquiry, listed, patch, runMailJobs, timeline } from '../helpers/followup-api'
import { COLLEAGUE, colleagueId, followupFixture, STAFF } from '../helpers/followup-fixture'
import { payload, pool, sink } from '../helpers/payload-with-sink'

/**
 * The overdue reminders of the 24-hour promise (docs/staff.md › Following up enquiries), against the production build
 * and a real PostgreSQL, on a clock the tests set (ENQUIRY_NOW): one reminder per enquiry once its business hours have
 * passed, to its owner or STAFF_EMAIL, and one mail per recipient after a burst. The mail jobs run in this process
 * (as `npm run jobs` would), against the in-process SMTP sink.
 */
followupFixture()

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
