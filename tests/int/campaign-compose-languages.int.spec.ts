import { describe, expect, it } from 'vitest'

import { defaultTemplate } from '@/features/campaigns/templates'
import { campaignComposeFixture, cookie, errorsOf, runMailJobs, school } from '../helpers/campaign-compose-fixture'
import { csvUpload, postJson } from '../helpers/http'
import { pool, sink } from '../helpers/payload-with-sink'

/**
 * Campaigns in each school's language end to end (docs/product.md › Mail and campaigns: two languages): a school's
 * language, by default from its country, chosen by hand or in the CSV import; each school gets the campaign's version
 * in its language (English when there is no Spanish one), with the unsubscribe line and page in that language. This
 * process runs the mail jobs into the in-process SMTP sink.
 */
campaignComposeFixture()

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
