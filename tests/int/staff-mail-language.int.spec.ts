import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api, postJson } from '../helpers/http'
import { runMailQueues } from '../helpers/mail-queues'
import * as setUp from '../helpers/payload-with-sink'
import type { SmtpSink } from '../helpers/smtp-sink'

/**
 * The staff mails (enquiry notification, assignment, overdue reminder, invitation) are written in the recipient's
 * admin language, kept on their account (users.language). The mail jobs run in this process against the
 * in-process SMTP sink; the app under test and PostgreSQL are the real ones.
 */
let sink: SmtpSink
let payload: Payload
let pool: Pool
let cookie: string

const STAFF = 'oficina@mail-language.test'
const SPANISH = { email: 'lucia@mail-language.test', password: 'Lucia-password-2026!', name: 'Lucía Gómez' }
const ENGLISH = { email: 'john@mail-language.test', password: 'John-password-2026!', name: 'John Smith' }
let spanishId: number
let englishId: number

setUp.payloadWithSink({ MAIL_FROM: 'hola@mail-language.test', STAFF_EMAIL: STAFF })

beforeAll(async () => {
  ;({ sink, payload, pool } = setUp)
  cookie = await adminCookie()
  await pool.query(`DELETE FROM payload_jobs WHERE queue IN ('staff-mail', 'enquiry-mail')`)
  // The office mailbox is a Spanish-speaking staff member's account; so is Lucía; John works in English.
  await payload.create({
    collection: 'users',
    data: { email: STAFF, password: 'Office-password-2026!', name: 'Oficina', role: 'admin', language: 'es' },
  })
  spanishId = (await payload.create({ collection: 'users', data: { ...SPANISH, role: 'admin', language: 'es' } })).id
  englishId = (await payload.create({ collection: 'users', data: { ...ENGLISH, role: 'admin', language: 'en' } })).id
})

afterAll(() => {
  delete process.env.ENQUIRY_NOW
})

const runMailJobs = () => runMailQueues(payload, { urgent: true })

let seq = 0
async function enquiry(): Promise<{ id: number; email: string }> {
  const email = `teacher${++seq}-${Date.now()}@school.test`
  const res = await postJson('/api/contacts', {
    name: `Teacher ${seq}`,
    email,
    organization: `IES Idiomas ${seq}`,
    contactType: 'school',
    destination: 'porto',
    message: 'We would like a week in Porto for 30 pupils.',
    privacyConsent: true,
  })
  expect(res.status).toBe(201)
  const { rows } = await pool.query<{ id: number }>('SELECT id FROM contacts WHERE email = $1', [email])
  return { id: rows[0]!.id, email }
}

const assign = (id: number, ownerId: number) =>
  api(`/api/contacts/${id}`, {
    method: 'PATCH',
    cookie,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ownerId }),
  })

const mailsAbout = (email: string) => sink.accepted.filter((m) => (m.text ?? '').includes(email))

describe('staff mails in the recipient’s admin language', () => {
  it('notifies the office in Spanish, with a link that opens the enquiry in the Dashboard', async () => {
    const { id, email } = await enquiry()
    await runMailJobs()
    const notification = mailsAbout(email).find((m) => m.envelopeTo.includes(STAFF))
    expect(notification?.subject, 'the notification to the Spanish-speaking office').toBe(
      `Nueva consulta de Teacher ${seq} (IES Idiomas ${seq})`,
    )
    expect(notification!.text).toMatch(/Responda a este\s+correo/)
    expect(notification!.text).toContain('Tipo de consulta')
    expect(notification!.html).toContain(`/admin?enquiry=${id}`)
    expect(notification!.html).not.toContain('/collections/contacts/')
  })

  it('tells a new owner in their own language', async () => {
    const forLucia = await enquiry()
    const forJohn = await enquiry()
    await runMailJobs()
    expect((await assign(forLucia.id, spanishId)).status).toBe(200)
    expect((await assign(forJohn.id, englishId)).status).toBe(200)
    await runMailJobs()
    const toLucia = mailsAbout(forLucia.email).find((m) => m.envelopeTo.includes(SPANISH.email))
    expect(toLucia?.subject).toMatch(/^Consulta asignada a usted: Teacher/)
    expect(toLucia!.text).toContain(`Hola, ${SPANISH.name}:`)
    expect(toLucia!.text).toMatch(/recibida el \d{1,2} [a-z]{3} 20\d\d, \d\d:\d\d/)
    expect(toLucia!.text).toContain(`/admin?enquiry=${forLucia.id}`)
    const toJohn = mailsAbout(forJohn.email).find((m) => m.envelopeTo.includes(ENGLISH.email))
    expect(toJohn?.subject).toMatch(/^Enquiry assigned to you: Teacher/)
    expect(toJohn!.text).toMatch(/received \d{1,2}\/\d{1,2}\/\d\d, \d{1,2}:\d\d [AP]M/)
  })

  it('reminds each recipient of overdue enquiries in their language', async () => {
    const unowned = await enquiry()
    const owned = await enquiry()
    await runMailJobs()
    await pool.query(`UPDATE contacts SET created_at = '2026-11-13T16:00:00Z' WHERE id = ANY($1)`, [
      [unowned.id, owned.id],
    ])
    expect((await assign(owned.id, englishId)).status).toBe(200)
    await runMailJobs()
    process.env.ENQUIRY_NOW = '2026-11-18T09:01:00Z'
    await payload.jobs.queue({ task: 'enquiry-reminders', input: {}, queue: 'mail' })
    await runMailJobs()
    const toOffice = mailsAbout(unowned.email).find(
      (m) => m.envelopeTo.includes(STAFF) && /vencida/.test(m.subject ?? ''),
    )
    expect(toOffice?.text, 'the reminder to the office').toContain('sigue en Nueva después de')
    const toJohn = mailsAbout(owned.email).find(
      (m) => m.envelopeTo.includes(ENGLISH.email) && /^Overdue/.test(m.subject ?? ''),
    )
    expect(toJohn?.subject).toBe(`Overdue enquiry: Teacher ${seq} (IES Idiomas ${seq}) has had no answer`)
  })

  it('invites a colleague in the inviting staff member’s language', async () => {
    const login = await postJson('/api/admin/login', { username: SPANISH.email, password: SPANISH.password })
    expect(login.status).toBe(200)
    const lucia = login.headers.get('set-cookie')!.split(';')[0]!
    const email = `nuevo${Date.now()}@mail-language.test`
    const res = await postJson('/api/staff/invite', { name: 'Pablo Ruiz', email }, { cookie: lucia })
    expect(res.status).toBe(201)
    const { rows } = await pool.query('SELECT language FROM users WHERE email = $1', [email])
    expect(rows[0]?.language).toBe('es')
    // The app under test has no SMTP server of its own (tests/helpers/app-server.ts): the mail it wrote is the
    // one the invitation function writes for that account's language.
    const { inviteMail } = await import('@/features/enquiries/mails/followup-messages')
    const mail = inviteMail('Pablo Ruiz', SPANISH.name, 'token', 7, rows[0]?.language)
    expect(mail.subject).toBe('Le han invitado a la administración de Madrid Edu Travel')
    expect(mail.text).toContain(`${SPANISH.name} le ha invitado a responder consultas`)
    expect(mail.text).toContain('Elija aquí su contraseña (el enlace es válido durante 7 días):')
  })
})
