import { describe, expect, it } from 'vitest'

import { centsOf, eurosOf } from '@/features/trips/euro-amount'

describe('a proposal price typed in euros (kept in cents)', () => {
  it('reads the forms staff type, in English or Spanish', () => {
    expect(centsOf('300')).toBe(30_000)
    expect(centsOf('12,50')).toBe(1_250)
    expect(centsOf('12.5')).toBe(1_250)
    expect(centsOf('1.250')).toBe(125_000)
    expect(centsOf('1.250,00')).toBe(125_000)
    expect(centsOf('1,250.99')).toBe(125_099)
    expect(centsOf(' € 99.90 ')).toBe(9_990)
    expect(centsOf('0')).toBe(0)
  })

  it('is no amount for text that is not one, a negative or an empty field', () => {
    for (const typed of ['', 'abc', '-5', '12,50 euros', ',50', '3e5']) expect(centsOf(typed), typed).toBeNull()
  })

  it('shows what can be typed back', () => {
    for (const cents of [0, 30_000, 1_250, 125_099, 5]) expect(centsOf(eurosOf(cents))).toBe(cents)
    expect(eurosOf(30_000)).toBe('300')
    expect(eurosOf(1_250)).toBe('12.50')
    expect(eurosOf(1_250, 'es')).toBe('12,50')
    expect(centsOf(eurosOf(125_099, 'es'))).toBe(125_099)
  })
})
