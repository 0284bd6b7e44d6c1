import { expect, test } from './fixtures'

import { adminLanguage, signIn } from './sign-in'

/**
 * The Dashboard's Contact Submissions table fits a laptop's 1,280-pixel window in both admin languages: neither the
 * page nor the table scrolls sideways.
 */
const shots = process.env.SHOTS_DIR

test('the Contact Submissions table fits a 1,280-pixel window in English and Spanish', async ({ page, request }) => {
  test.setTimeout(120_000)
  const stamp = Date.now()
  // Enquiries with long names, addresses and schools, as visitors send them.
  const enquiries = [
    { contactType: 'school', destination: 'lyon' },
    { contactType: 'erasmus', programType: 'teacher' },
    { contactType: 'school', destination: 'lyon' },
  ] as const
  for (const [n, kind] of enquiries.entries()) {
    const sent = await request.post('/api/contacts', {
      data: {
        name: `Maria Fernanda de los Santos Villanueva ${n} ${stamp}`,
        email: `maria.fernanda.delossantos.${n}.${stamp}@instituto-educacion-secundaria.example.es`,
        organization: 'Instituto de Educación Secundaria Nuestra Señora de la Almudena de Alcalá de Henares',
        ...kind,
        message: 'We are looking for a week in Lyon for 25 pupils in May.',
        privacyConsent: true,
        locale: 'en',
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
  }
  await page.setViewportSize({ width: 1280, height: 800 })
  await signIn(page)
  for (const language of ['en', 'es'] as const) {
    await adminLanguage(page, language)
    await page.goto('/admin')
    const table = page
      .locator('table')
      .filter({ hasText: String(stamp) })
      .first()
    await expect(table).toBeVisible({ timeout: 30_000 })
    if (shots) await page.screenshot({ path: `${shots}/contacts-1280-${language}.png`, fullPage: true })
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      window: document.documentElement.clientWidth,
    }))
    expect(widths.page, `the page's width in ${language} (window ${widths.window})`).toBeLessThanOrEqual(widths.window)
    // Nor does the table hide columns in a sideways scroll of its own.
    const table$ = await table.evaluate((element) => ({
      table: element.scrollWidth,
      wrap: element.parentElement!.clientWidth,
    }))
    expect(table$.table, `the table's width in ${language}`).toBeLessThanOrEqual(table$.wrap)
  }
  await adminLanguage(page, 'en')
})
