import { expect, type Page, test } from './fixtures'

import { adminLanguage, signIn } from './sign-in'

/** Screenshots for a person to look at, when SHOTS_DIR is set (e.g. /tmp/shots-company). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png`, fullPage: true })
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

/** The site's footer as a visitor reads it. */
const footerOf = (page: Page, path: string) => page.goto(path).then(() => page.locator('footer').innerText())

test('an editor replaces every detail of the launch checklist in Spanish and English, and the site follows', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await signIn(page)

  // The seed's details are placeholders and examples: the Dashboard lists each, linked to its field.
  const warning = page.getByTestId('company-warning')
  await expect(warning).toBeVisible()
  await expect(warning).toContainText('Before launch: replace these company details')
  for (const detail of [
    'Legal name',
    'Tax ID (NIF/CIF)',
    'Registered office address',
    'Travel agency licence number',
    'CICMA',
    'Erasmus+ organisation ID (OID)',
    'Contact e-mail address',
    'Phone',
    'WhatsApp number',
    'Social links',
  ])
    await expect(warning.getByRole('link', { name: detail, exact: false }).first()).toBeVisible()
  await expect(warning.getByRole('link', { name: 'Tax ID (NIF/CIF)' })).toHaveAttribute(
    'href',
    /\/admin\/globals\/company#field-taxId$/,
  )
  await shot(page, 'dashboard-warning-en')

  // The live site (production) leaves the examples out instead of printing them, in either language.
  for (const path of ['/en', '/es', '/es/contact']) {
    const footer = await footerOf(page, path)
    for (const madeUp of ['[', 'madrid-edu-travel.example', '600 000 000', 'E10XXXXXX'])
      expect(footer, `${path} footer`).not.toContain(madeUp)
  }
  expect(await (await page.request.get('/es')).text()).not.toContain('https://www.instagram.com/"')
  expect(await (await page.request.get('/es/contact')).text()).not.toContain('600 000 000')

  // In Spanish: the admin, the checklist and the edit screen in the editor's language.
  await adminLanguage(page, 'es')
  await page.goto('/admin')
  await expect(warning).toContainText('Antes de publicar la web: sustituya estos datos de la empresa')
  await warning.getByRole('link', { name: 'NIF/CIF' }).click()
  await expect(page).toHaveURL(/\/admin\/globals\/company#field-taxId/)
  await expect(page.getByText('Denominación social').first()).toBeVisible()
  const spanishNif = `B${String(Date.now()).slice(-8)}`
  await publishCompany(page, 'es', { taxId: spanishNif }, /^Publicar cambios$/)
  await shot(page, 'admin-company-es')
  await expect.poll(() => taxIdOn(page, '/es/legal'), { timeout: 10_000 }).toContain(spanishNif)
  await expect.poll(() => taxIdOn(page, '/en/legal'), { timeout: 10_000 }).toContain(spanishNif)
  await shot(page, 'legal-en-one-placeholder-left')

  // The footer shows the NIF now, in Spanish words on the Spanish site.
  expect(await footerOf(page, '/es')).toContain(`NIF ${spanishNif}`)
  expect(await footerOf(page, '/en')).toContain(`Tax ID ${spanishNif}`)

  // Details remain: the checklist stays, naming only what is left.
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
      erasmusOid: 'E10123456',
      email: 'info@viajeseducativos.es',
      phone: '+34 915 555 123',
      whatsapp: '+34 655 555 123',
      'socialLinks.0.url': 'https://www.instagram.com/viajeseducativos',
      'socialLinks.1.url': 'https://www.linkedin.com/company/viajeseducativos',
      'socialLinks.2.url': 'https://www.facebook.com/viajeseducativos',
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

  const footer = await footerOf(page, '/en')
  for (const real of ['CICMA CICMA 4321', 'Travel agency licence CIAM-1234', 'Registered Erasmus+ partner'])
    expect(footer).toContain(real)
  expect(await footerOf(page, '/es')).toContain('Licencia de agencia de viajes CIAM-1234')
  await page.goto('/es/contact')
  await expect(page.getByRole('link', { name: '+34 915 555 123' })).toBeVisible()

  // Every detail is real now: no checklist.
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
