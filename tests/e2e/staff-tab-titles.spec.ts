import { expect, test } from './fixtures'

import { adminLanguage, signIn } from './sign-in'

/**
 * The browser tab's title of the staff screens (the Dashboard and our other custom screens) follows the admin
 * language, as Payload's own views do.
 */

test('the staff screens’ tab titles follow the admin language', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page)
  const screens = [
    ['/admin', 'Dashboard', 'Panel de control'],
    ['/admin/email-marketing', 'Email Marketing', 'Email marketing'],
    ['/admin/campaign-creator', 'Campaign Creator', 'Creador de campañas'],
    ['/admin/privacy', 'Privacy', 'Privacidad'],
  ] as const
  for (const language of ['en', 'es'] as const) {
    await adminLanguage(page, language)
    for (const [path, english, spanish] of screens) {
      await page.goto(path)
      await expect(page, `${path} in ${language}`).toHaveTitle(
        new RegExp(`^${language === 'es' ? spanish : english}\\s+·\\s+Madrid Edu Travel$`),
      )
    }
  }
  await adminLanguage(page, 'en')
})
