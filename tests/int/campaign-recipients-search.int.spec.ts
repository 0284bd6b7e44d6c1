import { beforeAll, describe, expect, it } from 'vitest'

import { api } from '../helpers/http'
import { campaignFixture } from '../helpers/campaign-fixture'

/**
 * GET /api/email-campaigns/{id}/recipients?page=&limit=&q=: a page of the recipients whose school name or address
 * holds `q`, found among all of them (Send test's school picker), with the count of matches in X-Total-Count.
 */
const campaigns = campaignFixture('Search')
const { makeSchools, createCampaign } = campaigns
let cookie: string
beforeAll(() => void ({ cookie } = campaigns.state))

describe('searching a campaign’s recipients', () => {
  it('finds schools by name or address across every page, any case, and treats % and _ as letters', async () => {
    const schools = await makeSchools(60)
    const { id } = await createCampaign(schools.map((s) => s.id))
    const read = async (q: string) => {
      const res = await api(`/api/email-campaigns/${id}/recipients?page=1&limit=5&q=${encodeURIComponent(q)}`, {
        cookie,
      })
      expect(res.status, `q=${q}`).toBe(200)
      return {
        rows: (await res.json()) as Array<{ name: string; email: string }>,
        total: res.headers.get('x-total-count'),
      }
    }
    // "Search School 5" and "Search School 50"–"Search School 59", by name; the page holds the first five.
    const byName = await read('search school 5')
    expect(byName.total).toBe('11')
    expect(byName.rows.map((r) => r.name)).toEqual([
      'Search School 5',
      'Search School 50',
      'Search School 51',
      'Search School 52',
      'Search School 53',
    ])
    const byAddress = await read(schools[41]!.email.toUpperCase())
    expect(byAddress.rows.map((r) => r.email)).toEqual([schools[41]!.email])
    expect((await read('%')).total).toBe('0')
    expect((await read('_')).total).toBe('0')
    // Without q, the page is of every recipient, as before.
    const all = await api(`/api/email-campaigns/${id}/recipients?page=2&limit=5`, { cookie })
    expect(all.headers.get('x-total-count')).toBe('60')
    expect(await api(`/api/email-campaigns/${id}/recipients?page=1&limit=5&q=x`)).toHaveProperty('status', 401)
  })
})
