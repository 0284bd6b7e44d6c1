import { describe, expect, it } from 'vitest'

import en from '../../i18n/en.json'
import es from '../../i18n/es.json'

describe('UI text catalogs', () => {
  it('English and Spanish have exactly the same keys', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort())
  })

  it('no message is empty', () => {
    for (const catalog of [en, es]) {
      for (const [key, text] of Object.entries(catalog)) expect(text.trim(), key).not.toBe('')
    }
  })
})
