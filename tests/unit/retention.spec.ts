import { describe, expect, it } from 'vitest'

import { periodLength, retentionCutoff, retentionPolicy, retentionRule } from '@/features/privacy/retention-policy'

describe('retention periods', () => {
  it('counts years and days back in UTC calendar terms', () => {
    const now = new Date('2026-03-15T12:00:00Z')
    expect(retentionCutoff({ kind: 'duration', amount: 1, unit: 'year', from: 'last-contact' }, now)).toEqual(
      new Date('2025-03-15T12:00:00Z'),
    )
    expect(retentionCutoff({ kind: 'duration', amount: 30, unit: 'day', from: 'moved-to-trash' }, now)).toEqual(
      new Date('2026-02-13T12:00:00Z'),
    )
  })

  it('one year before 29 February is 1 March of the year before', () => {
    const period = { kind: 'duration', amount: 1, unit: 'year', from: 'last-contact' } as const
    expect(retentionCutoff(period, new Date('2028-02-29T00:00:00Z'))).toEqual(new Date('2027-03-01T00:00:00Z'))
  })

  it('has no cut-off for data kept until consent is withdrawn', () => {
    expect(retentionCutoff(retentionRule('newsletter-subscribers').period)).toBeNull()
    expect(retentionCutoff(retentionRule('suppression-list').period)).toBeNull()
  })

  it('keeps website enquiries a year from the last contact and trashed ones 30 days', () => {
    expect(periodLength(retentionRule('website-enquiries').period)).toBe('1 year')
    expect(periodLength(retentionRule('trashed-website-enquiries').period)).toBe('30 days')
    expect(periodLength(retentionRule('social-media').period)).toBeNull()
  })

  it('has one rule per id', () => {
    const ids = retentionPolicy.map((r) => r.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(() => retentionRule('nope' as never)).toThrow(/Unknown retention rule/)
  })
})
