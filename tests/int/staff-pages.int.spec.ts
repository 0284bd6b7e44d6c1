/**
 * The staff screens' reads: pages with their counts, filtered by the database (GET /api/contacts/page,
 * /api/newsletter/page, /api/schools/page), and a campaign's recipients chosen as a selection the server counts
 * (POST /api/schools/selection) and resolves (POST /api/email-campaigns with recipientSelection). Each test makes
 * its own rows (a label or address of its own) and reads the counts as differences.
 */
import { beforeAll, describe, expect, it } from 'vitest'

import { adminCookie, api, csvUpload, postJson } from '../helpers/http'

let cookie: string
const run = `r${Date.now().toString(36)}`

const getJson = async (path: string) => {
  const res = await api(path, { cookie })
  expect(res.status, `${path}: ${res.status}`).toBe(200)
  return res.json()
}

beforeAll(async () => {
  cookie = await adminCookie()
  const csv = [
    'name,email,country,city,contact_person,labels',
    `Colegio A ${run},a.${run}@colegio.es,España,Madrid,Ana,${run}`,
    `Colegio B ${run},b.${run}@colegio.es,Spain,Sevilla,Luis,${run};other-${run}`,
    `Colegio C ${run},c.${run}@colegio.es,ES,Bilbao,Eva,${run}`,
    `Liceo D ${run},d.${run}@liceo.it,Italia,Bari,Marco,${run}`,
  ].join('\n')
  const res = await csvUpload('/api/schools/upload-csv', csv, cookie)
  expect((await res.json()).count).toBe(4)
})

describe('GET /api/contacts/page', () => {
  it('pages a list and counts every list, stage and the figures in the database', async () => {
    const before = await getJson('/api/contacts/page?list=school&limit=2')
    for (let i = 0; i < 3; i++) {
      const res = await postJson('/api/contacts', {
        name: `Paged ${run} ${i}`,
        email: `paged.${i}.${run}@colegio.es`,
        organization: 'IES Paginado',
        contactType: 'school',
        destination: 'madrid',
        message: 'An enquiry for the paged Dashboard.',
        privacyConsent: true,
      })
      expect(res.status).toBe(201)
    }
    const after = await getJson('/api/contacts/page?list=school&limit=2')
    expect(after.figures.lists.school).toBe(before.figures.lists.school + 3)
    expect(after.figures.lists.all).toBe(before.figures.lists.all + 3)
    expect(after.stages.new).toBe(before.stages.new + 3)
    expect(after.total).toBe(before.total + 3)
    // Newest first, two a page.
    expect(after.rows.map((c: { name: string }) => c.name)).toEqual([`Paged ${run} 2`, `Paged ${run} 1`])
    const second = await getJson('/api/contacts/page?list=school&limit=2&page=2')
    expect(second.rows[0].name).toBe(`Paged ${run} 0`)
    // One contact by id, as the lists show it.
    const one = await getJson(`/api/contacts/${after.rows[0].id}`)
    expect(one).toEqual(after.rows[0])
    // A stage and "mine" narrow the rows, not the lists' counts.
    const contacted = await getJson('/api/contacts/page?list=school&stage=contacted&owner=me')
    expect(contacted.rows.every((c: { stage: string }) => c.stage === 'contacted')).toBe(true)
    expect(contacted.figures.lists).toEqual(after.figures.lists)
  })

  it.each([
    ['list=everything', 'list'],
    ['stage=maybe', 'stage'],
    ['owner=someone', 'owner'],
    ['limit=101', 'limit'],
  ])('?%s is a 400 naming %s', async (query, field) => {
    const res = await api(`/api/contacts/page?${query}`, { cookie })
    expect(res.status).toBe(400)
    expect((await res.json()).errors[0].field).toBe(field)
  })
})

describe('the schools of the staff screens', () => {
  it('filters by country key and label in the database, with the choices and how many each has', async () => {
    const view = await getJson(`/api/schools/page?label=${run}&country=ES&facets=1&locale=en`)
    expect(view.rows.map((s: { name: string }) => s.name)).toEqual([
      `Colegio A ${run}`,
      `Colegio B ${run}`,
      `Colegio C ${run}`,
    ])
    expect(view.rows.every((s: { countryKey: string }) => s.countryKey === 'ES')).toBe(true)
    expect(view.total).toBe(3)
    const spain = view.facets.countries.filter((c: { label: string }) => /spain|españa/i.test(c.label))
    expect(spain).toHaveLength(1)
    expect(spain[0].key).toBe('ES')
    expect(view.facets.labels).toContainEqual({ label: run, count: 4 })
    const byText = await getJson(`/api/schools/page?q=${encodeURIComponent(`sevilla ${run}`)}`)
    expect(byText.rows.map((s: { name: string }) => s.name)).toEqual([`Colegio B ${run}`])
  })

  it('counts a selection of steps (the last matching one decides) and creates a campaign to what it resolves', async () => {
    const mine = { labels: [run] }
    const ids = (await getJson(`/api/schools/page?label=${run}`)).rows.map((s: { id: number; name: string }) => s)
    const schoolB = ids.find((s: { name: string }) => s.name === `Colegio B ${run}`)
    const selection = [
      { select: true, filter: { countries: ['ES'], labels: [run] } },
      { select: false, filter: { ids: [schoolB.id] } },
    ]
    const counts = await postJson('/api/schools/selection', { selection, filter: mine }, { cookie })
    expect(counts.status).toBe(200)
    expect(await counts.json()).toEqual({ selected: 2, matching: 4, matchingSelected: 2 })

    const created = await postJson(
      '/api/email-campaigns',
      {
        name: `Selection ${run}`,
        subject: 'Hello -schoolName-',
        htmlContent: '<p>Dear -contactPerson-, hello.</p>',
        recipientSelection: selection,
      },
      { cookie },
    )
    expect(created.status).toBe(201)
    const campaign = await created.json()
    const recipients = await getJson(`/api/email-campaigns/${campaign.id}/recipients`)
    expect(recipients.map((r: { name: string }) => r.name)).toEqual([`Colegio A ${run}`, `Colegio C ${run}`])
    const page = await api(`/api/email-campaigns/${campaign.id}/recipients?limit=1&page=2`, { cookie })
    expect(page.headers.get('x-total-count')).toBe('2')
    expect((await page.json()).map((r: { name: string }) => r.name)).toEqual([`Colegio C ${run}`])
  })

  it('refuses a selection that names too many schools one by one, or a malformed one', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => i + 1)
    for (const selection of [[{ select: true, filter: { ids: many } }], [{ select: 'yes', filter: {} }]]) {
      const res = await postJson('/api/schools/selection', { selection, filter: {} }, { cookie })
      expect(res.status).toBe(400)
    }
  })
})
