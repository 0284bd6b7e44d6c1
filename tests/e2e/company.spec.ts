import { expect, type Page, test } from './fixtures'

import { signIn } from './sign-in'

/** Screenshots for a person to look at, when SHOTS_DIR is set (e.g. /tmp/shots-company). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
}

/** The admin's language: Payload keeps it in the payload-lng cookie (the Account screen sets the same). */
async function adminLanguage(page: Page, language: 'en' | 'es') {
  const { hostname } = new URL(page.url())
  await page.context().addCookies([{ name: 'payload-lng', value: language, domain: hostname, path: '/' }])
}

/** Fills the given company fields in the admin (content locale `locale`) and publishes. */
async function publishCompany(page: Page, locale: 'en' | 'es', values: Record<string, string>, publish: RegExp) {
  await page.goto(`/admin/globals/company?locale=${locale}`)
  for (const [name, value] of Object.entries(values)) {
    const input = page.locator(`input[name="${name}"]`)
    await expect(input).toBeVisible()
    await input.fill(value)
  }
  await page.getByRole('button', { name: publish }).click()
  await expect(page.getByText(/(updated|published) successfully|con éxito|exitosamente/i).first()).toBeVisible()
}

const taxIdOn = (page: Page, path: string) => page.goto(path).then(() => page.locator('#company dl').innerText())

test('an editor fills in the NIF in Spanish and English, both legal notices follow, and the Dashboard warning goes', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)

  // The seed's identifiers are placeholders: the Dashboard says so and links to the edit screen.
  const warning = page.getByTestId('company-warning')
  await expect(warning).toBeVisible()
  await expect(warning).toContainText('The legal notice still shows placeholders')
  await expect(warning).toContainText('Tax ID (NIF/CIF)')
  await shot(page, 'dashboard-warning-en')

  // In Spanish: the admin, the warning and the edit screen in the editor's language.
  await adminLanguage(page, 'es')
  await page.goto('/admin')
  await expect(warning).toContainText('El aviso legal todavía muestra datos provisionales')
  await warning.getByRole('link', { name: 'Completar los datos de la empresa' }).click()
  await expect(page).toHaveURL(/\/admin\/globals\/company/)
  await expect(page.getByText('Denominación social').first()).toBeVisible()
  const spanishNif = `B${String(Date.now()).slice(-8)}`
  await publishCompany(page, 'es', { taxId: spanishNif }, /^Publicar cambios$/)
  await shot(page, 'admin-company-es')
  await expect.poll(() => taxIdOn(page, '/es/legal'), { timeout: 10_000 }).toContain(spanishNif)
  await expect.poll(() => taxIdOn(page, '/en/legal'), { timeout: 10_000 }).toContain(spanishNif)
  await shot(page, 'legal-en-one-placeholder-left')

  // A placeholder remains (the others are still in brackets): the warning stays, naming only what is missing.
  await page.goto('/admin')
  await expect(warning).toBeVisible()
  await expect(warning).not.toContainText('NIF/CIF')

  // In English: a new NIF and every other identifier filled in.
  await adminLanguage(page, 'en')
  const englishNif = `B${String(Date.now() + 7).slice(-8)}`
  await publishCompany(
    page,
    'en',
    {
      taxId: englishNif,
      legalName: 'Viajes Educativos Madrid SL',
      registeredAddress: 'Calle Mayor 1, 28013 Madrid',
      tourismLicence: 'CIAM-1234',
      cicma: 'CICMA 4321',
    },
    /^Publish changes$/,
  )
  await shot(page, 'admin-company-en')
  await expect.poll(() => taxIdOn(page, '/en/legal'), { timeout: 10_000 }).toContain(englishNif)
  await expect.poll(() => taxIdOn(page, '/es/legal'), { timeout: 10_000 }).toContain(englishNif)
  expect(await taxIdOn(page, '/es/legal')).not.toContain(spanishNif)
  await shot(page, 'legal-es')
  await page.goto('/en/legal')
  await shot(page, 'legal-en')

  // Every legal identifier is real now: no warning.
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(warning).toHaveCount(0)

  // The legal notice's own texts are edited as a page, in Spanish here: its sections' rich text is there.
  await adminLanguage(page, 'es')
  await page.goto('/admin/globals/page-legal?locale=es')
  await expect(page.getByRole('heading', { name: 'Aviso legal' }).first()).toBeVisible()
  await expect(page.getByText('Datos del Registro Mercantil').first()).toBeVisible()
  await shot(page, 'admin-legal-es')
})
