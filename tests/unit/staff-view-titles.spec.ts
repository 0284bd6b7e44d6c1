import { describe, expect, it } from 'vitest'

import { staffEn, staffEs } from '@/platform/admin/i18n/catalog'
import { staffViewTitle } from '@/platform/admin/ui/view-titles'

describe('the browser tab titles of the staff screens (src/platform/admin/ui/view-titles.ts)', () => {
  const english = { language: 'en', translations: { staff: staffEn } }
  const spanish = { language: 'es', translations: { staff: staffEs } }

  it('are the screens’ headings in the admin language', () => {
    expect(staffViewTitle([], english)).toBe('Dashboard')
    expect(staffViewTitle(undefined, spanish)).toBe('Panel de control')
    expect(staffViewTitle(['email-marketing'], spanish)).toBe('Email marketing')
    expect(staffViewTitle(['campaign-creator'], spanish)).toBe('Creador de campañas')
    expect(staffViewTitle(['privacy'], spanish)).toBe('Privacidad')
    expect(staffViewTitle(['email-marketing', 'campaigns', '12'], spanish)).toBe('Campaña')
  })

  it('leave Payload’s own views to Payload', () => {
    expect(staffViewTitle(['collections', 'blog-posts'], spanish)).toBeNull()
    expect(staffViewTitle(['login'], spanish)).toBeNull()
  })
})
