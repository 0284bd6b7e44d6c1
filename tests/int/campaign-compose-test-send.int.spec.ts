import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { defaultTemplate } from '@/features/campaigns/templates'
import { startAppServer } from '../helpers/app-server'
import { campaignComposeFixture, cookie, errorsOf, school } from '../helpers/campaign-compose-fixture'
import { api, postJson } from '../helpers/http'
import { payload, pool, sink } from '../helpers/payload-with-sink'
import { workerDatabaseUri, workerPorts } from '../helpers/worker'

/**
 * A campaign's test send (docs/product.md › Mail and campaigns: send test): the typed addresses get every version at
 * once with the sample values, or a chosen school's, "[TEST]" in the subject, and nothing about the campaign or the
 * school changes; bad addresses, schools and campaigns are refused naming the field. A second app process mails
 * through the in-process SMTP sink (the shared test app has no relay).
 */
campaignComposeFixture({ schoolsAfter: 100 })

let mailingApp: Awaited<ReturnType<typeof startAppServer>>

beforeAll(async () => {
  mailingApp = await startAppServer(workerDatabaseUri(), workerPorts().app, {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(sink.port),
  })
})

afterAll(async () => {
  await mailingApp?.stop()
})

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
