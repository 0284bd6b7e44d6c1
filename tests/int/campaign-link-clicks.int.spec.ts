import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { clicksPerCampaign, clicksPerLink } from '@/features/campaigns/link-clicks'
import { figuresPerMonth } from '@/features/campaigns/monthly-figures'
import { api, postJson } from '../helpers/http'
import { campaignFixture } from '../helpers/campaign-fixture'
import type { SmtpSink } from '../helpers/smtp-sink'

/**
 * Counted campaign links (docs/product.md › Campaign analytics): the sender makes each web link of a campaign a
 * signed link on the site, the app counts a click and sends the reader on, a forged link is refused, and
 * Company details can switch counting off. Mails go through the real SMTP sink; clicks through the built app.
 */
const campaigns = campaignFixture('Clicks')
const { runMailJobs, makeSchools, action } = campaigns
let sink: SmtpSink
let payload: Payload
let pool: Pool
let cookie: string
beforeAll(() => void ({ sink, payload, pool, cookie } = campaigns.state))

const setCounting = (countLinkClicks: boolean) =>
  payload.updateGlobal({ slug: 'company', data: { countLinkClicks, _status: 'published' } as never })
afterAll(() => setCounting(true))

const html =
  '<html><body><p>Dear -contactPerson-, see <a href="https://example.org/trips?a=1&amp;b=2">our trips</a>, ' +
  '<a href="https://example.org/erasmus">Erasmus+</a> or <a href="mailto:info@example.org">write</a>.</p></body></html>'

async function sendCampaign(): Promise<{ id: number; hrefs: string[] }> {
  sink.clear()
  const schools = await makeSchools(2)
  const created = await postJson(
    '/api/email-campaigns',
    { name: 'Clicks', subject: 'Trips', htmlContent: html, recipients: schools.map((s) => s.id) },
    { cookie },
  )
  expect(created.status).toBe(201)
  const { id } = (await created.json()) as { id: number }
  expect((await action(id, 'send')).status).toBe(200)
  await runMailJobs()
  const mail = sink.accepted.find((m) => m.envelopeTo.includes(schools[0]!.email))
  expect(mail, `a mail to ${schools[0]!.email}; the sink holds ${sink.accepted.length}`).toBeTruthy()
  const hrefs = [...(mail!.html ?? '').matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'))
  return { id, hrefs }
}

const follow = (link: string, init: RequestInit = {}) =>
  api(new URL(link).pathname + new URL(link).search, { redirect: 'manual', ...init })

describe('counted campaign links', () => {
  it('asks for the colour scheme hint on the admin only: a visitor’s first page is not requested twice', async () => {
    for (const path of ['/', '/en/contact', '/api/health']) {
      const res = await api(path, { redirect: 'manual' })
      expect(res.headers.get('critical-ch'), path).toBeNull()
      expect(res.headers.get('accept-ch'), path).toBeNull()
    }
    const admin = await api('/admin/login')
    expect(admin.headers.get('critical-ch')).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  it('each web link passes through the site, which counts the click and sends the reader on', async () => {
    const { id, hrefs } = await sendCampaign()
    const counted = hrefs.filter((h) => h.includes(`/api/links/${id}?`))
    expect(counted, `hrefs in the mail: ${hrefs.join(' ')}`).toHaveLength(2)
    // mailto: and our own unsubscribe link stay as they are.
    expect(hrefs).toContain('mailto:info@example.org')
    expect(hrefs.some((h) => h.includes('/unsubscribe?token='))).toBe(true)
    expect(hrefs.some((h) => h.startsWith('https://example.org/'))).toBe(false)

    const [trips, erasmus] = counted
    for (const link of [trips!, trips!, erasmus!]) {
      const res = await follow(link)
      expect(res.status, `GET ${link}`).toBe(302)
      // No browser is asked to repeat the request with a hint (Critical-CH): that would count the click twice.
      expect(res.headers.get('critical-ch')).toBeNull()
      expect(res.headers.get('location')).toBe(
        link === erasmus ? 'https://example.org/erasmus' : 'https://example.org/trips?a=1&b=2',
      )
    }
    expect((await clicksPerCampaign(pool, [id])).get(id)).toBe(3)
    expect(await clicksPerLink(pool, id)).toEqual([
      { url: 'https://example.org/trips?a=1&b=2', clicks: 2 },
      { url: 'https://example.org/erasmus', clicks: 1 },
    ])
    const month = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid', year: 'numeric', month: '2-digit' })
      .format(new Date())
      .slice(0, 7)
    const thisMonth = (await figuresPerMonth(pool)).find((m) => m.month === month)
    expect(thisMonth?.clicks, `months: ${JSON.stringify(await figuresPerMonth(pool))}`).toBeGreaterThanOrEqual(3)
    expect(thisMonth?.sent).toBeGreaterThanOrEqual(2)
  })

  it('a forged or damaged link is a 404 page, never a redirect, and counts nothing', async () => {
    const { id, hrefs } = await sendCampaign()
    const link = new URL(hrefs.find((h) => h.includes('/api/links/'))!)
    const before = (await clicksPerCampaign(pool, [id])).get(id) ?? 0
    const forged = new URL(link)
    forged.searchParams.set('u', 'https://evil.example/')
    const otherCampaign = new URL(link)
    otherCampaign.pathname = `/api/links/${id + 1}`
    const unsigned = new URL(link)
    unsigned.searchParams.delete('s')
    const oddId = new URL(link)
    oddId.pathname = '/api/links/abc'
    for (const bad of [forged, otherCampaign, unsigned, oddId]) {
      const res = await follow(bad.href, { headers: { 'Accept-Language': 'es-ES,es;q=0.9' } })
      expect(res.status, `GET ${bad.href}`).toBe(404)
      expect(res.headers.get('location')).toBeNull()
      expect(await res.text()).toContain('Este enlace no es válido')
    }
    expect((await follow(forged.href)).status).toBe(404)
    expect((await clicksPerCampaign(pool, [id])).get(id) ?? 0).toBe(before)
  })

  it('with counting switched off in Company details, links are sent as written', async () => {
    await setCounting(false)
    try {
      const { hrefs } = await sendCampaign()
      expect(hrefs).toContain('https://example.org/trips?a=1&b=2')
      expect(hrefs.some((h) => h.includes('/api/links/'))).toBe(false)
    } finally {
      await setCounting(true)
    }
  })
})
