import { describe, expect, it } from 'vitest'

import { adminRedirect } from '@/proxy'

describe('admin mode (SPEC §2)', () => {
  it('sends the admin screens of the old paths into the admin', () => {
    expect(adminRedirect('/email-marketing', 'www.example.com')).toBe('/admin/email-marketing')
    expect(adminRedirect('/campaign-creator', 'localhost:3000')).toBe('/admin/campaign-creator')
  })

  it('serves the admin on a host whose first label is admin', () => {
    expect(adminRedirect('/', 'admin.example.com')).toBe('/admin')
    expect(adminRedirect('/anything', 'Admin.example.com:3000')).toBe('/admin')
  })

  it('leaves the public site alone', () => {
    expect(adminRedirect('/', 'www.example.com')).toBeNull()
    expect(adminRedirect('/blog', 'administrators.example.com')).toBeNull()
  })
})
