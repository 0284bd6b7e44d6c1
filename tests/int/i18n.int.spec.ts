import { describe, expect, it } from 'vitest'

import { clientTexts, textAround, translator } from '@/platform/i18n'

import en from '@i18n/en.json'
import es from '@i18n/es.json'
import { locales } from '@i18n/locales'

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

describe('text sent to client components', () => {
  const hasArgument = (message: string) => /[{<]/.test(message)

  it('is each message formatted on the server, exactly as server components show it', () => {
    for (const locale of locales) {
      const t = translator(locale)
      const texts = clientTexts(locale, [
        'site.',
        'nav.',
        'newsletter.',
        'contactForm.',
        'validation.',
        'share.',
        'redirect.',
      ])
      expect(Object.keys(texts).length).toBeGreaterThan(50)
      for (const [id, text] of Object.entries(texts)) expect(text, `${locale} ${id}`).toBe(t(id))
    }
    // ICU escapes are resolved on the server: the client shows the text as it is.
    expect(clientTexts('en', ['newsletter.success.text'])['newsletter.success.text']).toContain(
      "you'll start receiving",
    )
  })

  it('is only the messages whose ids start with a requested prefix', () => {
    const picked = Object.keys(clientTexts('es', ['nav.', 'share.']))
    expect(picked).toEqual(Object.keys(es).filter((id) => id.startsWith('nav.') || id.startsWith('share.')))
  })

  it('refuses a message with an argument, which must be formatted with its value', () => {
    const withArgument = Object.keys(en).filter((id) => hasArgument((en as Record<string, string>)[id]))
    expect(withArgument).toContain('notFound.hint')
    for (const id of withArgument.filter((id) => !/<\w+>/.test((en as Record<string, string>)[id]))) {
      expect(() => clientTexts('en', [id]), id).toThrow()
    }
  })

  it('splits a message around an argument only the browser knows', () => {
    for (const locale of locales) {
      const [before, after] = textAround(locale, 'notFound.hint', 'path')
      expect(`${before}/x/y${after}`).toBe(translator(locale)('notFound.hint', { path: '/x/y' }))
    }
    expect(textAround('en', 'notFound.hint', 'path')).toEqual([
      'No page answers ',
      '. Did you forget to add the page to the router?',
    ])
  })
})
