import { expect, test } from './fixtures'

import { adminLanguage, signIn } from './sign-in'

/**
 * A school's consent to open tracking comes in through the screens where schools come in, in each admin language:
 * the Overview's CSV upload (its open_tracking_consent column, a row that says neither yes nor no reported in the
 * screen's language) and Add School's box; the Schools tab marks the schools that agreed.
 */
const TEXTS = {
  en: {
    overview: 'Overview',
    schoolsTab: /Schools Database/,
    chooseFile: 'Choose a CSV file of schools',
    uploaded: 'Added 2 schools to your database.',
    badRow: 'Row 4: open_tracking_consent: Must be yes or no (empty: no)',
    filter: /^Filter/,
    search: 'Search',
    table: 'Schools Database',
    addSchool: 'Add School',
    consentBox: 'Agreed to open tracking',
    added: (name: string) => `${name} was added to your database.`,
    agreed: 'Opens: agreed',
  },
  es: {
    overview: 'Resumen',
    schoolsTab: /Base de datos de centros/,
    chooseFile: 'Elija un archivo CSV de centros',
    uploaded: 'Se han añadido 2 centros a su base de datos.',
    badRow: 'Fila 4: open_tracking_consent: Debe ser yes o no (vacía: no)',
    filter: /^Filtrar/,
    search: 'Buscar',
    table: 'Base de datos de centros',
    addSchool: 'Añadir centro',
    consentBox: 'Aceptó el seguimiento de aperturas',
    added: (name: string) => `${name} se ha añadido a su base de datos.`,
    agreed: 'Aperturas: aceptado',
  },
} as const

for (const language of ['en', 'es'] as const) {
  test(`schools' consent to open tracking through the CSV upload and Add School, admin in ${language}`, async ({
    page,
  }) => {
    const text = TEXTS[language]
    const run = `${language}${Date.now().toString(36)}`
    await signIn(page)
    await adminLanguage(page, language)
    await page.goto('/admin/email-marketing')
    await page.waitForLoadState('networkidle')

    await page.getByRole('tab', { name: text.overview }).click()
    const csv = [
      'name,email,country,open_tracking_consent',
      `Colegio Sí ${run},si.${run}@colegio.es,Spain,sí`,
      `Colegio Vacío ${run},vacio.${run}@colegio.es,Spain,`,
      `Colegio Quizá ${run},quiza.${run}@colegio.es,Spain,maybe`,
    ].join('\n')
    await page
      .getByLabel(text.chooseFile)
      .setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await expect(page.getByText(text.uploaded)).toBeVisible()
    // The row the import skipped, and why, in the screen's language.
    await expect(page.getByText(text.badRow)).toBeVisible()

    // One school added by hand, its consent ticked.
    await page.getByRole('tab', { name: text.schoolsTab }).click()
    await page.getByRole('button', { name: text.addSchool, exact: true }).first().click()
    const field = (name: string) => page.locator(`#email-marketing-add-school-${name}`)
    const byHand = `Colegio Manual ${run}`
    await field('name').fill(byHand)
    await field('email').fill(`manual.${run}@colegio.es`)
    await page.getByRole('checkbox', { name: text.consentBox }).check()
    await page.locator('form').getByRole('button', { name: text.addSchool }).click()
    await expect(page.getByText(text.added(byHand))).toBeVisible()

    // The Schools tab marks the two that agreed, and only them.
    await page.getByRole('button', { name: text.filter }).click()
    await page.getByRole('searchbox', { name: text.search }).fill(run)
    const table = page.getByRole('table', { name: text.table })
    const row = (name: string) => table.getByRole('row', { name: new RegExp(name) })
    await expect(table.getByRole('row')).toHaveCount(4) // the header and three schools
    await expect(row(`Colegio Sí ${run}`)).toContainText(text.agreed)
    await expect(row(byHand)).toContainText(text.agreed)
    await expect(row(`Colegio Vacío ${run}`)).not.toContainText(text.agreed)
    await expect(row(`Colegio Vacío ${run}`)).toBeVisible()
  })
}
