import { readdirSync } from 'node:fs'

import { describe, expect, it } from 'vitest'

import { illustratedDestinations } from '@/features/content/destinations'
import { destinations } from '@/seed/data/destinations'

describe('destination illustrations', () => {
  it('the list the site reads is the folder of illustrations', () => {
    const files = readdirSync('public/images/destinations')
      .filter((f) => f.endsWith('.svg'))
      .map((f) => f.replace(/\.svg$/, ''))
      .sort()
    expect([...illustratedDestinations]).toEqual(files)
  })

  it('every seeded destination has its illustration', () => {
    const missing = destinations
      .map((d) => d.code)
      .filter((code) => !(illustratedDestinations as readonly string[]).includes(code))
    expect(missing).toEqual([])
  })
})
