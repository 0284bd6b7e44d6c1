import { expect, test } from './fixtures'

import { openFromList, publish, visitorSees } from './editor-actions'
import { adminLanguage, signIn } from './sign-in'

/**
 * An editor's everyday tasks done through the admin's screens, as a new editor would, and checked on the public
 * site as a visitor sees it: nothing here goes through the API. The admin remembers each user's last content
 * language, which other tests change: the screens are opened in English (?locale=en).
 */

test('an editor creates a destination from Create New, publishes it, and duplicates it', async ({ page }) => {
  test.setTimeout(150_000)
  await signIn(page)
  const run = String(Date.now()).slice(-7)
  const city = `Newtown ${run}`
  const code = `newtown-${run}`

  await page.goto('/admin/collections/destinations?locale=en')
  // The first draft is saved at once (autosave) and the editor lands on its page, with a form to fill.
  await openFromList(page, page.getByRole('link', { name: /Create new/i }).first(), /\/destinations\/\d+$/)
  const id = page.url().split('/').pop()!.split('?')[0]
  await expect(page.locator('#field-city')).toBeVisible({ timeout: 30_000 })
  await page.locator('#field-city').fill(city)
  await page.locator('#field-country').fill('Spain')
  await page.locator('#field-code').fill(code)
  await page.locator('#field-showOn .rs__control').click()
  await page.locator('.rs__option', { hasText: 'School trips: destination cards' }).click()
  await publish(page)
  await visitorSees(page, '/en/school-trips', city)

  // Duplicate: a new draft with a code of its own, which publishes as it is.
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-duplicate').click()
  await page.waitForURL((url) => /\/destinations\/\d+/.test(url.pathname) && !url.pathname.endsWith(`/${id}`), {
    timeout: 30_000,
  })
  await expect(page.locator('#field-code')).toHaveValue(`${code}-copy`, { timeout: 30_000 })
  await expect(page.locator('#field-city')).toHaveValue(city)
  await page.locator('#field-city').fill(`${city} bis`)
  await publish(page)
  await visitorSees(page, '/en/school-trips', `${city} bis`)
})

test('an editor with the admin in Spanish changes a destination’s Spanish text and the Spanish page shows it', async ({
  page,
}) => {
  test.setTimeout(150_000)
  await signIn(page)
  const run = String(Date.now()).slice(-7)
  await adminLanguage(page, 'es')
  try {
    // A list's add button and its rows read as Spanish writes them (Madrid's highlights, from the seed).
    await page.goto('/admin/collections/destinations?search=Madrid&locale=es')
    await openFromList(page, page.getByRole('link', { name: 'Madrid', exact: true }).first(), /\/destinations\/\d+$/)
    await expect(page.getByRole('button', { name: 'Añadir punto destacado', exact: true })).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByText('Punto destacado 01', { exact: true })).toBeVisible()
    // The list and the form in Spanish, the Spanish text being edited (locale=es).
    await page.goto('/admin/collections/destinations?search=Granada&locale=es')
    await expect(page.getByRole('heading', { name: 'Destinos' }).first()).toBeVisible({ timeout: 30_000 })
    await openFromList(page, page.getByRole('link', { name: 'Granada', exact: true }).first(), /\/destinations\/\d+$/)
    const city = page.locator('#field-city')
    await expect(city).toHaveValue('Granada', { timeout: 30_000 })
    await expect(page.getByText('Ciudad o ruta').first()).toBeVisible()
    // The content-language picker names the languages in Spanish too.
    await page.getByRole('button', { name: 'Idioma', exact: true }).first().click()
    await expect(page.getByRole('button', { name: /^Inglés/ })).toBeVisible()
    await page.keyboard.press('Escape')
    await city.fill(`Granada ${run}`)
    await expect(page.locator('#action-save')).toHaveText(/Publicar/)
    await publish(page)
    // The notice that says so, and its close button, are named in Spanish for a screen reader.
    await expect(page.getByRole('button', { name: 'Cerrar aviso', exact: true })).toBeAttached()
    await expect(page.getByRole('region', { name: /^Notificaciones/ })).toBeAttached()
    await visitorSees(page, '/es/erasmus', `Granada ${run}`)
    // The English text is left as it was.
    const english = await (await page.request.get('/en/erasmus')).text()
    expect(english, 'the English page after the Spanish edit').not.toContain(`Granada ${run}`)
  } finally {
    await adminLanguage(page, 'en')
  }
})

test('a course date the editor cannot mean shows its error under the field as it is typed', async ({ page }) => {
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto('/admin/collections/courses?locale=en')
  await openFromList(page, page.getByRole('link', { name: 'English for Educators' }).first(), /\/courses\/\d+$/)
  const sessions = page.locator('#field-sessions')
  await expect(page.locator('#field-sessions__0__start input')).toBeVisible({ timeout: 30_000 })
  const row = await sessions.locator('.array-field__row').count()
  await sessions.getByRole('button', { name: 'Add Session' }).click()
  const start = page.locator(`#field-sessions__${row}__start input`)
  const end = page.locator(`#field-sessions__${row}__end input`)

  // The autosave of a session ending before it starts is refused (400) and the editor sees why, without a Publish.
  const refused = page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && res.url().includes('autosave=true') && res.status() >= 400,
  )
  await start.fill('17 Dec 2027')
  await start.press('Escape')
  await end.fill('13 Dec 2027')
  await end.press('Escape')
  const field = page.locator(`#field-sessions__${row}__end`).locator('..').locator('..')
  await expect(page.getByText('The end date is before the start date.').first()).toBeVisible({ timeout: 15_000 })
  expect((await refused).status()).toBe(400)

  // A year with five digits: the same, a message under the field instead of "An unknown error occurred".
  await end.fill('18 Dec 2027')
  await end.press('Escape')
  await expect(page.getByText('The end date is before the start date.')).toHaveCount(0)
  const refusedYear = page.waitForResponse(
    (res) => res.request().method() === 'PATCH' && res.url().includes('autosave=true') && res.status() >= 400,
  )
  await start.fill('13 Dec 20277')
  await start.press('Escape')
  await expect(page.getByText('Enter a year between 1900 and 2999.').first()).toBeVisible({ timeout: 15_000 })
  expect((await refusedYear).status()).toBe(400)
  await expect(field).toBeVisible()
})

test('an editor restores an earlier version of a destination and the site shows it again', async ({ page }) => {
  test.setTimeout(150_000)
  await signIn(page)
  const run = String(Date.now()).slice(-7)
  await page.goto('/admin/collections/destinations?search=Granada&locale=en')
  await openFromList(page, page.getByRole('link', { name: 'Granada', exact: true }).first(), /\/destinations\/\d+$/)
  await expect(page.locator('#field-city')).toHaveValue('Granada', { timeout: 30_000 })
  const doc = page.url().split('?')[0]
  await page.locator('#field-city').fill(`Granada ${run}`)
  await publish(page)
  await visitorSees(page, '/en/erasmus', `Granada ${run}`)

  // Versions › the version published before › Restore this version.
  await page.goto(`${doc}/versions?locale=en`)
  await openFromList(
    page,
    page.locator('table tbody tr', { hasText: 'Previously published' }).first().locator('a').first(),
    /\/versions\/[^/]+$/,
  )
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(/Restored/i).first()).toBeVisible({ timeout: 15_000 })
  await page.waitForURL((url) => url.href.split('?')[0] === doc)
  await expect(page.locator('#field-city')).toHaveValue('Granada', { timeout: 30_000 })

  // Visitors read the restored text, in both languages.
  const visitor = await page.context().browser()!.newContext()
  const site = await visitor.newPage()
  try {
    await expect(async () => {
      await site.goto('/en/erasmus')
      await expect(site.locator('main')).not.toContainText(`Granada ${run}`, { timeout: 2000 })
    }).toPass({ timeout: 30_000 })
    await expect(site.locator('main')).toContainText('Granada')
    await site.goto('/es/erasmus')
    await expect(site.locator('main')).toContainText('Granada')
  } finally {
    await visitor.close()
  }
})

test("an editor restores an earlier version of a page and the site shows it again (the page's heading)", async ({
  page,
}) => {
  test.setTimeout(150_000)
  await signIn(page)
  const run = String(Date.now()).slice(-7)
  await page.goto('/admin/globals/page-about?locale=en')
  const title = page.locator('#field-hero__title')
  await expect(title).toHaveValue('About Madrid Edu Travel', { timeout: 30_000 })
  await title.fill(`About us ${run}`)
  await publish(page)
  await visitorSees(page, '/en/about', `About us ${run}`)

  await page.goto('/admin/globals/page-about/versions?locale=en')
  await openFromList(
    page,
    page.locator('table tbody tr', { hasText: 'Previously published' }).first().locator('a').first(),
    /\/versions\/[^/]+$/,
  )
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(/Restored/i).first()).toBeVisible({ timeout: 15_000 })
  await expect(page.locator('#field-hero__title')).toHaveValue('About Madrid Edu Travel', { timeout: 30_000 })
  await visitorSees(page, '/en/about', 'About Madrid Edu Travel')
  const html = await (await page.request.get('/en/about')).text()
  expect(html, 'the published page after the restore').not.toContain(`About us ${run}`)
})
