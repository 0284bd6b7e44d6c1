import { describe, expect, it } from 'vitest'

import { adminScreenPaths, campaignDetailPath, campaignDetailRoute, staffViewPaths } from '@/platform/admin/ui/paths'
import { adminRedirect, config, strangerLogin } from '@/proxy'

describe('admin view paths (declared once in src/platform/admin/ui/paths.ts)', () => {
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

describe('a stranger opening the admin', () => {
  const stranger = new Headers()
  it('goes to its login at once, with the page to come back to', () => {
    expect(strangerLogin('/admin', '', stranger)).toBe('/admin/login')
    expect(strangerLogin('/admin/email-marketing', '', stranger)).toBe(
      '/admin/login?redirect=%2Fadmin%2Femail-marketing',
    )
    expect(strangerLogin('/admin', '?enquiry=12&redirect=https%3A%2F%2Fevil.test', stranger)).toBe(
      '/admin/login?redirect=%2Fadmin%3Fenquiry%3D12',
    )
  })

  it('opens the pages a stranger may see, and leaves a signed-in browser to Payload', () => {
    for (const path of ['/admin/login', '/admin/forgot', '/admin/reset/abc', '/admin/users/verify/abc'])
      expect(strangerLogin(path, '', stranger)).toBeNull()
    expect(strangerLogin('/admin', '', new Headers({ cookie: 'language=es; payload-token=x' }))).toBeNull()
    expect(
      strangerLogin('/admin/collections/contacts', '', new Headers({ authorization: 'users API-Key k' })),
    ).toBeNull()
  })
})
