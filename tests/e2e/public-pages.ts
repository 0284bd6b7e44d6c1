import { readFileSync } from 'node:fs'

import { test } from './fixtures'

/** The English catalog (i18n/en.json): the interface texts by message id. */
export const catalog: Record<string, string> = JSON.parse(readFileSync('i18n/en.json', 'utf8'))

/**
 * The newsletter popup would cover the page after 5 s (docs/product.md › Newsletter sign-up): registers a beforeEach
 * that marks it seen, except in the tests about it (`popup` in their title), the only ones that let it appear.
 */
export function newsletterPopupOnlyInItsOwnTests(): void {
  test.beforeEach(async ({ page }, info) => {
    if (!info.title.includes('popup'))
      await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', 'true'))
  })
}
