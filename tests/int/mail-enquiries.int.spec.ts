import { describe, expect, it } from 'vitest'

import { makeRetriesDue, mailFixture, runMailJobs, STAFF } from '../helpers/mail-fixture'
import { postJson } from '../helpers/http'
import { payload, sink } from '../helpers/payload-with-sink'

/**
 * An enquiry's mails end to end (docs/product.md › Mail and campaigns): the app (production build) stores the
 * enquiry and queues its mails, a worker runs Payload's jobs, and a real SMTP server receives: the staff notification
 * and the auto-reply, and their retries when the server is down or refuses. The worker is this test process, pointed
 * at the sink (tests/helpers/mail-fixture.ts).
 */
mailFixture()

describe('enquiry mails', () => {
  it('notify staff (reply-to the sender) and auto-reply in the language the visitor used', async () => {
    sink.clear()
    const res = await postJson('/api/contacts', {
      name: 'Marta Ruiz',
      email: 'marta@colegio.test',
      organization: 'Colegio San Blas',
      contactType: 'school',
      destination: 'porto',
      message: 'Queremos un viaje de 5 días en mayo.',
      privacyConsent: true,
      locale: 'es',
    })
    expect(res.status).toBe(201)
    // Stored before any mail is sent.
    const { docs } = await payload.find({ collection: 'contacts', where: { email: { equals: 'marta@colegio.test' } } })
    expect(docs).toHaveLength(1)

    await runMailJobs()
    const [staff] = sink.to(STAFF).filter((m) => m.subject?.includes('Marta Ruiz'))
    expect(staff?.subject).toBe('New enquiry from Marta Ruiz (Colegio San Blas)')
    expect(staff?.replyTo?.[0]?.address).toBe('marta@colegio.test')
    expect(staff?.text).toContain('Queremos un viaje de 5 días en mayo.')
    expect(staff?.text).toContain('Porto')
    // The text part reads as one "Label: value" per line, not the table's cells run together.
    const lines = staff!.text!.split('\n').map((line) => line.trim())
    expect(lines).toEqual(
      expect.arrayContaining([
        'Name: Marta Ruiz',
        'Email: marta@colegio.test',
        'Organisation: Colegio San Blas',
        'Enquiry type: School Group',
      ]),
    )

    const replies = sink.to('marta@colegio.test')
    expect(replies).toHaveLength(1)
    expect(replies[0]!.subject).toBe('Hemos recibido su consulta – Madrid Edu Travel')
    expect(replies[0]!.text).toContain('24 horas')
    expect(replies[0]!.html).toContain('Oporto')
    // Both end with who we are, from the company details (placeholders such as "[Company name]" left out).
    for (const message of [staff!, replies[0]!]) {
      expect(message.text).toContain('Madrid Edu Travel · info@madrid-edu-travel.example · +34 600 000 000')
      expect(message.html).not.toContain('[Company name]')
    }
  })

  it('keeps the enquiry and retries when the SMTP server is down', async () => {
    sink.clear()
    sink.setDown(true)
    const res = await postJson('/api/contacts', {
      name: 'John Smith',
      email: 'john@school.test',
      organization: 'Hill School',
      contactType: 'erasmus',
      programType: 'teacher',
      message: 'Teacher training in Madrid, please.',
      privacyConsent: true,
    })
    expect(res.status).toBe(201)
    await runMailJobs()
    expect(sink.to('john@school.test')).toHaveLength(0)
    const { docs: jobs } = await payload.find({
      collection: 'payload-jobs',
      where: {
        and: [{ taskSlug: { in: ['enquiry-notification', 'enquiry-auto-reply'] } }, { completedAt: { exists: false } }],
      },
    })
    expect(jobs.length).toBeGreaterThan(0)
    expect(jobs.every((j) => j.hasError !== true)).toBe(true) // retry pending, not given up
    expect(jobs.some((j) => (j.totalTried ?? 0) >= 1)).toBe(true)
    sink.setDown(false)
    await makeRetriesDue()
    await runMailJobs()
    expect(sink.to('john@school.test')).toHaveLength(1)
    expect(sink.to('john@school.test')[0]!.subject).toBe('We have received your enquiry – Madrid Edu Travel')
    const { totalDocs } = await payload.count({
      collection: 'contacts',
      where: { email: { equals: 'john@school.test' } },
    })
    expect(totalDocs).toBe(1)
  })

  it('a failed auto-reply is retried without sending the staff notification again', async () => {
    sink.clear()
    sink.setVerdict((mail) => (mail.envelopeTo.includes('ana@school.test') ? new Error('Mailbox busy') : null))
    const res = await postJson('/api/contacts', {
      name: 'Ana Gil',
      email: 'ana@school.test',
      organization: 'IES Goya',
      contactType: 'school',
      destination: 'porto',
      message: 'A trip for two classes in spring.',
      privacyConsent: true,
    })
    expect(res.status).toBe(201)
    await runMailJobs()
    const notifications = () => sink.to(STAFF).filter((m) => m.subject?.includes('Ana Gil'))
    expect(notifications()).toHaveLength(1)
    expect(sink.to('ana@school.test')).toHaveLength(0)

    sink.setVerdict(() => null)
    await makeRetriesDue()
    await runMailJobs()
    expect(sink.to('ana@school.test')).toHaveLength(1)
    expect(notifications()).toHaveLength(1)
  })
})
