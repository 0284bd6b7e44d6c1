import { describe, expect, it } from 'vitest'

import { adminScreenPaths, campaignDetailPath, campaignDetailRoute, staffViewPaths } from '@admin-views/shared/paths'
import { adminRedirect, config } from '@/proxy'

describe('admin view paths (declared once in admin-views/shared/paths.ts)', () => {
  it('the proxy’s build-time matcher lists exactly the admin screens it redirects', () => {
    const literal = config.matcher.filter((m): m is string => typeof m === 'string')
    expect(literal).toEqual([...adminScreenPaths])
  })

  it('the old site paths of the staff screens lead into the admin', () => {
    for (const path of adminScreenPaths) expect(adminRedirect(path, 'www.example.com')).toBe(`/admin${path}`)
    expect(adminRedirect(staffViewPaths.privacy, 'www.example.com')).toBeNull()
  })

  it('a campaign’s detail screen lives under Email Marketing', () => {
    expect(campaignDetailPath(7)).toBe('/email-marketing/campaigns/7')
    expect(campaignDetailRoute).toBe('/email-marketing/campaigns/:id')
  })
})
