import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { defaultTemplate, DEFAULT_TEMPLATE_NAME } from '@/features/campaigns/templates'
import { startAppServer } from '../helpers/app-server'
import { adminCookie, api, csvUpload, postJson } from '../helpers/http'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { appUrl, workerDatabaseUri, workerPorts } from '../helpers/worker'

/**
 * Bilingual campaigns end to end: campaigns written in the visual editor (Lexical JSON) or as HTML, in English and
 * Spanish, rendered per recipient language; templates; test sends; the schools' language. A second app process
 * mails through the in-process SMTP sink (the shared test app has no relay), and this process runs the mail jobs.
 */
let sink: SmtpSink
let payload: Payload
let pool: Pool
let cookie: string
let mailingApp: Awaited<ReturnType<typeof startAppServer>>

beforeAll(async () => {
  sink = await startSmtpSink()
  Object.assign(process.env, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
    MAIL_FROM: 'hello@agency.test',
    MAIL_PER_SECOND: '0',
    MAIL_RETRY_DELAY_MS: '200',
    MAIL_CLAIM_TIMEOUT_MS: '1500',
    NEXT_PUBLIC_SERVER_URL: appUrl(),
  })
  payload = await (await import('../helpers/payload')).testPayload()
  pool = payload.db.pool
  cookie = await adminCookie()
  mailingApp = await startAppServer(workerDatabaseUri(), workerPorts().app, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
  })
})

afterAll(async () => {
  await mailingApp?.stop()
  await sink?.close()
})

async function runMailJobs() {
  for (let i = 0; i < 20; i++) {
    const result = await payload.jobs.run({ queue: 'mail', limit: 100, silent: true })
    if (result.noJobsRemaining) return
  }
}

/** POST to the app that mails through the sink, as the signed-in admin's browser would. */
const postToMailingApp = (path: string, body: unknown) =>
  fetch(`${mailingApp.url}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Cookie: cookie,
      Origin: mailingApp.url,
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': '198.51.100.77',
    },
    body: JSON.stringify(body),
  })

type Node = Record<string, unknown>
const text = (t: string, format = 0): Node => ({
  type: 'text',
  version: 1,
  text: t,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
})
const paragraph = (...children: Node[]): Node => ({
  type: 'paragraph',
  version: 1,
  direction: 'ltr',
  format: '',
  indent: 0,
  children,
})
const doc = (...children: Node[]) => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children },
})

let seq = 0
async function school(data: Record<string, unknown>) {
  const n = ++seq
  return payload.create({
    collection: 'schools',
    data: { name: `Compose School ${n}`, email: `compose${n}@school.test`, contactPerson: `Teacher ${n}`, ...data },
  })
}

const errorsOf = async (res: Response) =>
  ((await res.json()) as { errors: Array<{ field: string; message: string }> }).errors

describe('schools language', () => {
  it('defaults to Spanish in Spain and English elsewhere, and can be chosen', async () => {
    expect((await school({ country: 'Spain' })).language).toBe('es')
    expect((await school({ country: 'España' })).language).toBe('es')
    expect((await school({ country: 'Portugal' })).language).toBe('en')
    expect((await school({ country: 'Spain', language: 'en' })).language).toBe('en')
  })

  it('reads the CSV column language, defaulting by country, and refuses any other value with a 400 naming it', async () => {
    const csv =
      'name,email,country,language\nCSV Uno,csv-uno@school.test,Spain,\nCSV Two,csv-two@school.test,Italy,\nCSV Tres,csv-tres@school.test,Italy,es\nCSV Four,csv-four@school.test,Spain,EN\n'
    const res = await csvUpload('/api/schools/upload-csv', csv, cookie, 'schools.csv')
    expect(res.status).toBe(200)
    expect((await res.json()).count).toBe(4)
    const { rows } = await pool.query<{ email: string; language: string }>(
      `SELECT email, language FROM schools WHERE email LIKE 'csv-%@school.test' ORDER BY email`,
    )
    expect(Object.fromEntries(rows.map((r) => [r.email, r.language]))).toEqual({
      'csv-uno@school.test': 'es',
      'csv-two@school.test': 'en',
      'csv-tres@school.test': 'es',
      'csv-four@school.test': 'en',
    })

    const bad = await csvUpload(
      '/api/schools/upload-csv',
      'name,email,language\nOk,ok-fr@school.test,en\nX,x-fr@school.test,fr\n',
      cookie,
    )
    expect(bad.status).toBe(400)
    const [error] = await errorsOf(bad)
    expect(error).toMatchObject({ field: 'language' })
    expect(error!.message).toContain('Row 3')
    // Nothing of the file was imported.
    expect((await pool.query(`SELECT 1 FROM schools WHERE email = 'ok-fr@school.test'`)).rowCount).toBe(0)
  })
})

describe('composing', () => {
  it('keeps POST /api/email-campaigns with htmlContent exactly as before (HTML mode)', async () => {
    const res = await postJson(
      '/api/email-campaigns',
      { name: 'Plain HTML', subject: 'Hi -schoolName-', htmlContent: '<p>Hello -city- friends</p>' },
      { cookie },
    )
    expect(res.status).toBe(201)
    const campaign = await res.json()
    expect(campaign).toMatchObject({
      htmlContent: '<p>Hello -city- friends</p>',
      editorMode: 'html',
      es: null,
      status: 'draft',
    })
  })

  it('renders a visual document to branded, table-based HTML and a text part when saved', async () => {
    const content = doc(
      { type: 'heading', tag: 'h2', version: 1, children: [text('Spring in Madrid')] },
      paragraph(text('Dear -contactPerson-, '), text('great', 1), text(' news.')),
      {
        type: 'block',
        version: 2,
        fields: { id: 'b1', blockName: '', blockType: 'cta', label: 'Ask us', url: '/contact' },
      },
    )
    const res = await postJson(
      '/api/email-campaigns',
      { name: 'Visual', editorMode: 'visual', subject: 'News for -schoolName-', content },
      { cookie },
    )
    expect(res.status).toBe(201)
    const campaign = await res.json()
    expect(campaign.editorMode).toBe('visual')
    expect(campaign.htmlContent).toContain('max-width:600px')
    expect(campaign.htmlContent).toContain('<strong>great</strong>')
    expect(campaign.htmlContent).toContain(`href="${appUrl()}/contact"`)
    expect(campaign.textContent).toContain('Ask us: ')
    expect(campaign.content.root.children).toHaveLength(3)
  })

  it('refuses content that renders to nothing, a deleted image and a Spanish subject without content, naming the field', async () => {
    const base = { name: 'Bad', editorMode: 'visual', subject: 'S' }
    const empty = await postJson('/api/email-campaigns', { ...base, content: doc(paragraph(text('   '))) }, { cookie })
    expect(empty.status).toBe(400)
    expect((await errorsOf(empty))[0]!.field).toBe('content')

    const image = await postJson(
      '/api/email-campaigns',
      {
        ...base,
        content: doc(paragraph(text('Look')), {
          type: 'upload',
          version: 3,
          relationTo: 'media',
          value: 999_999,
          fields: null,
        }),
      },
      { cookie },
    )
    expect(image.status).toBe(400)
    expect(await errorsOf(image)).toEqual([{ field: 'content', message: expect.stringContaining('no longer exists') }])

    const spanish = await postJson(
      '/api/email-campaigns',
      { name: 'Bad', subject: 'S', htmlContent: '<p>Hello there</p>', es: { subject: 'Hola' } },
      { cookie },
    )
    expect(spanish.status).toBe(400)
    expect((await errorsOf(spanish))[0]!.field).toBe('es.htmlContent')
    const { rows } = await pool.query(`SELECT 1 FROM email_campaigns WHERE name = 'Bad'`)
    expect(rows).toHaveLength(0)
  })

  it('previews both versions with the sample values', async () => {
    const res = await postJson(
      '/api/email-campaigns/preview',
      {
        editorMode: 'visual',
        subject: defaultTemplate.subject,
        content: defaultTemplate.content,
        es: defaultTemplate.es,
      },
      { cookie },
    )
    expect(res.status).toBe(200)
    const [en, es] = await res.json()
    expect(en).toMatchObject({ language: 'en', subject: 'An educational trip for Sample School' })
    expect(en.html).toContain('Dear Educator,')
    expect(es).toMatchObject({ language: 'es', subject: 'Un viaje educativo para Centro de ejemplo' })
    expect(es.html).toContain('Estimado/a docente:')
    expect(es.html).toContain('Darse de baja')
    expect((await postJson('/api/email-campaigns/preview', { subject: 'x' }, {})).status).toBe(401)
  })
})

describe('templates', () => {
  it('start with the branded default, and save a campaign’s content for reuse', async () => {
    const list = await (await api('/api/email-templates', { cookie })).json()
    expect(list[0]).toMatchObject({
      name: DEFAULT_TEMPLATE_NAME,
      editorMode: 'visual',
      es: { subject: defaultTemplate.es.subject },
    })
    const res = await postJson(
      '/api/email-templates',
      {
        name: 'Autumn',
        editorMode: 'visual',
        subject: 'Autumn for -schoolName-',
        content: doc(paragraph(text('Autumn ideas'))),
      },
      { cookie },
    )
    expect(res.status).toBe(201)
    const again = await (await api('/api/email-templates', { cookie })).json()
    expect(again.map((t: { name: string }) => t.name)).toEqual([DEFAULT_TEMPLATE_NAME, 'Autumn'])
    expect(
      (
        await postJson(
          '/api/email-templates',
          { name: '', subject: 'x', htmlContent: '<p>long enough</p>' },
          { cookie },
        )
      ).status,
    ).toBe(400)
    expect((await api('/api/email-templates')).status).toBe(401)
  })
})

describe('sending in each school’s language', () => {
  it('mails Spanish schools the Spanish version and the rest the English one, with List-Unsubscribe and the page in their language', async () => {
    const es = await school({ name: 'Colegio <Sol>', country: 'Spain', city: 'Sevilla', contactPerson: 'Lucía' })
    const en = await school({ name: 'Liceo Volta', country: 'Italy', city: 'Como', contactPerson: null })
    const res = await postJson(
      '/api/email-campaigns',
      {
        name: 'Bilingual',
        editorMode: 'visual',
        subject: defaultTemplate.subject,
        content: defaultTemplate.content,
        es: defaultTemplate.es,
        recipients: [es.id, en.id],
      },
      { cookie },
    )
    expect(res.status).toBe(201)
    const campaign = await res.json()
    sink.clear()
    expect((await postJson(`/api/email-campaigns/${campaign.id}/send`, {}, { cookie })).status).toBe(200)
    await runMailJobs()

    const [spanish] = sink.to(es.email)
    const [english] = sink.to(en.email)
    expect(spanish?.subject).toBe('Un viaje educativo para Colegio <Sol>')
    expect(spanish?.html).toContain('Estimado/a Lucía:')
    expect(spanish?.html).toContain('Colegio &lt;Sol&gt;, en Sevilla (Spain)')
    expect(spanish?.html).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/es\/unsubscribe\?token=[^"]+"/)
    expect(spanish?.text).toContain('Estimado/a Lucía:')
    expect(spanish?.text).toMatch(/Darse de baja: http:\/\/127\.0\.0\.1:\d+\/es\/unsubscribe\?token=/)
    expect(spanish?.headers.find((h) => h.key === 'list-unsubscribe')?.value).toMatch(/\/api\/unsubscribe\?token=/)

    expect(english?.subject).toBe('An educational trip for Liceo Volta')
    expect(english?.html).toContain('Dear Educator,')
    expect(english?.html).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/unsubscribe\?token=[^"]+"/)
    expect(english?.text).toContain('Plan your school trip: http://127.0.0.1')
    expect(english?.headers.find((h) => h.key === 'list-unsubscribe-post')?.value).toBe('List-Unsubscribe=One-Click')

    // The Spanish link opens the Spanish page.
    const link = spanish!.html!.match(/href="([^"]*\/es\/unsubscribe\?token=[^"]+)"/)![1]!.replace(/&amp;/g, '&')
    expect(await (await fetch(link)).text()).toContain('Darse de baja')
  })

  it('falls back to English for a Spanish school when the campaign has no Spanish version', async () => {
    const es = await school({ country: 'Spain' })
    const res = await postJson(
      '/api/email-campaigns',
      { name: 'English only', subject: 'Only English', htmlContent: '<p>Hello -schoolName-</p>', recipients: [es.id] },
      { cookie },
    )
    const campaign = await res.json()
    sink.clear()
    await postJson(`/api/email-campaigns/${campaign.id}/send`, {}, { cookie })
    await runMailJobs()
    const [mail] = sink.to(es.email)
    expect(mail?.subject).toBe('Only English')
    expect(mail?.html).toContain(`Hello ${es.name}`)
  })
})

describe('test send', () => {
  it('mails the typed addresses at once, [TEST] in the subject, every version with sample values, touching nothing', async () => {
    const target = await school({ name: 'Escuela Luna', country: 'Spain', city: 'Bilbao', contactPerson: 'Ane' })
    const created = await postJson(
      '/api/email-campaigns',
      {
        name: 'Testable',
        editorMode: 'visual',
        subject: defaultTemplate.subject,
        content: defaultTemplate.content,
        es: defaultTemplate.es,
        recipients: [target.id],
      },
      { cookie },
    )
    const campaign = await created.json()
    sink.clear()
    const started = Date.now()
    const res = await postToMailingApp(`/api/email-campaigns/${campaign.id}/test`, {
      emails: ['Office@Agency.test', 'boss@agency.test'],
    })
    expect(res.status, await res.clone().text()).toBe(200)
    expect(Date.now() - started).toBeLessThan(10_000)
    expect(await res.json()).toMatchObject({ sent: 4, versions: ['en', 'es'] })
    const subjects = sink
      .to('office@agency.test')
      .map((m) => m.subject)
      .sort()
    expect(subjects).toEqual([
      '[TEST] An educational trip for Sample School',
      '[TEST] Un viaje educativo para Centro de ejemplo',
    ])
    expect(sink.to('boss@agency.test')).toHaveLength(2)

    sink.clear()
    const forSchool = await postToMailingApp(`/api/email-campaigns/${campaign.id}/test`, {
      emails: ['office@agency.test'],
      schoolId: target.id,
    })
    expect(forSchool.status).toBe(200)
    const [mail] = sink.to('office@agency.test')
    expect(mail?.subject).toBe('[TEST] Un viaje educativo para Escuela Luna')
    expect(mail?.html).toContain('Estimado/a Ane:')

    // Nothing about the campaign or the school changed.
    const detail = await (await api(`/api/email-campaigns/${campaign.id}`, { cookie })).json()
    expect(detail).toMatchObject({ status: 'draft', totalRecipients: 0 })
    expect((await pool.query('SELECT 1 FROM email_deliveries WHERE campaign_id = $1', [campaign.id])).rowCount).toBe(0)
    expect((await payload.findByID({ collection: 'schools', id: target.id })).lastContacted).toBeFalsy()
  })

  it('refuses an address that is not an email, an unknown school or campaign, and anyone but staff', async () => {
    const { id } = await (
      await postJson(
        '/api/email-campaigns',
        { name: 'T2', subject: 'S', htmlContent: '<p>Hello there</p>' },
        { cookie },
      )
    ).json()
    sink.clear()
    const bad = await postJson(
      `/api/email-campaigns/${id}/test`,
      { emails: ['office@agency.test', 'not-an-email'] },
      { cookie },
    )
    expect(bad.status).toBe(400)
    expect((await errorsOf(bad))[0]!.field).toBe('emails.1')
    expect((await postJson(`/api/email-campaigns/${id}/test`, { emails: [] }, { cookie })).status).toBe(400)
    const noSchool = await postJson(
      `/api/email-campaigns/${id}/test`,
      { emails: ['a@b.test'], schoolId: 999_999 },
      { cookie },
    )
    expect(noSchool.status).toBe(400)
    expect((await errorsOf(noSchool))[0]!.field).toBe('schoolId')
    expect((await postJson('/api/email-campaigns/999999/test', { emails: ['a@b.test'] }, { cookie })).status).toBe(404)
    expect((await postJson(`/api/email-campaigns/${id}/test`, { emails: ['a@b.test'] })).status).toBe(401)
    // Nothing half-sent.
    expect(sink.accepted).toHaveLength(0)
  })
})
