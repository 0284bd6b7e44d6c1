import { expect, test } from './fixtures'

import { viewDetails } from './editor-actions'
import { signIn } from './sign-in'

// The newsletter popup would cover the page after 5 s (the visitor has closed it before).
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', 'true'))
})

test('a coordinator builds a trip in Spanish on a phone and sends it; staff find the enquiry @phone', async ({
  page,
}) => {
  // A visitor's whole request on a phone, then staff's sign-in and two admin screens: more than a page's 30 s.
  test.setTimeout(90_000)
  const name = `Lucía Planner ${Date.now()}`
  // From a destination card of the school-trips page, in Spanish.
  await page.goto('/es/school-trips')
  const card = page.locator('a[href="/plan-a-trip?destination=madrid"]')
  await expect(card).toHaveText('Planificar este viaje')
  await card.click()
  await expect(page).toHaveURL(/\/plan-a-trip\?destination=madrid$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Planifique su viaje escolar')
  await page.waitForLoadState('networkidle') // hydrated: the choices react

  // The builder's form (the page's newsletter forms have e-mail fields too).
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Enviar mi solicitud de viaje' }) })
  const destination = form.getByLabel('Destino', { exact: true })
  await expect(destination).toHaveValue('madrid')
  const panel = page.getByTestId('trip-price')
  await expect(panel).toContainText('Elija destino, mes y grupo para ver el precio.')

  const month = form.getByLabel('Mes', { exact: true })
  await month.selectOption({ index: 3 })
  await form.getByLabel(/^Días/).selectOption('8')
  await form.getByLabel(/^Alumnos/).fill('32')
  await form.getByLabel('Profesores y acompañantes').fill('3')
  const perStudent = page.getByTestId('price-per-student')
  await expect(perStudent).toHaveText(/\d.*€/)
  await expect(panel).toContainText('El precio incluye')

  // The price follows each choice: an add-on, a larger group (another tier).
  const before = await perStudent.textContent()
  await form.getByRole('checkbox', { name: /Traslado al aeropuerto/ }).check()
  await expect(perStudent).not.toHaveText(before!)
  const withTransfer = await perStudent.textContent()
  await form.getByLabel(/^Alumnos/).fill('46')
  await expect(perStudent).not.toHaveText(withTransfer!)

  // Teachers without students: refused under the field, in Spanish, before anything is sent.
  await form.getByLabel(/^Alumnos/).fill('0')
  await expect(panel).toContainText('Elija destino, mes y grupo para ver el precio.')
  await form.getByLabel('Su nombre').fill(name)
  await form.getByLabel('Correo electrónico').fill('lucia.planner@ies-goya.test')
  await form.getByLabel('Nombre del centro').fill('IES Goya')
  await form.getByRole('checkbox', { name: /He leído y acepto/ }).check()
  await form.getByRole('button', { name: 'Enviar mi solicitud de viaje' }).click()
  await expect(page.getByText('Los profesores viajan con un grupo de alumnos: añada los alumnos.')).toBeVisible()
  await expect(page.getByText('Indique entre 1 y 500 alumnos.')).toBeVisible()

  await form.getByLabel(/^Alumnos/).fill('32')
  await expect(perStudent).toHaveText(/\d.*€/)
  // Nothing runs off the side of a phone's screen.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
  await form.getByRole('button', { name: 'Enviar mi solicitud de viaje' }).click()
  await expect(page.getByRole('status').filter({ hasText: '¡Solicitud enviada!' })).toBeVisible()

  // Staff see it on the Dashboard as a school enquiry with the trip in its message, and in Trip requests.
  await page.setViewportSize({ width: 1280, height: 900 })
  await signIn(page)
  await viewDetails(page, name)
  await expect(page.getByText(/Solicitud de viaje desde el planificador/)).toBeVisible()
  await page.goto('/admin/collections/trip-requests')
  await expect(page.getByRole('link', { name: /^madrid · .* · 8 d · 32 \+ 3$/ }).first()).toBeVisible()
})

test('a coordinator plans a trip in English from the contact page and sends it', async ({ page }) => {
  await page.goto('/en/contact')
  await page.getByRole('link', { name: 'Plan a trip and see the price' }).click()
  await expect(page).toHaveURL(/\/plan-a-trip$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan your school trip')
  await page.waitForLoadState('networkidle')

  const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Send my trip request' }) })
  await form.getByLabel('Destination', { exact: true }).selectOption('porto')
  await form.getByLabel('Month', { exact: true }).selectOption({ index: 2 })
  await form.getByLabel(/^Students/).fill('25')
  await form.getByLabel('Teachers and chaperones').fill('2')
  const perStudent = page.getByTestId('price-per-student')
  await expect(perStudent).toHaveText(/^€\d/)
  const before = await perStudent.textContent()
  await form.getByRole('checkbox', { name: /Travel insurance/ }).check()
  await expect(perStudent).not.toHaveText(before!)
  await expect(page.getByTestId('trip-price')).toContainText('Free teacher places1')

  await form.getByLabel('Your name').fill(`Oliver Planner ${Date.now()}`)
  await form.getByLabel('Email address').fill('oliver.planner@school.test')
  await form.getByLabel('School name').fill('Riverside Academy')
  await form.getByRole('checkbox', { name: /I have read and accept/ }).check()
  await form.getByRole('button', { name: 'Send my trip request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Trip request sent!' })).toBeVisible()
})

test('an editor publishes a new price for a destination and the builder prices with it', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await signIn(page)
  await page.goto('/admin/collections/price-rules')
  await page.getByRole('link', { name: 'Lyon', exact: true }).first().click()
  const base = page.locator('#field-baseNightPrice')
  // The edit view can take a while to render on a busy machine.
  await expect(base).toHaveValue('72', { timeout: 30_000 })
  await base.fill('80')
  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()

  // May is outside every season of the seeded rules: 7 nights at €80, less the 20–29 students' 4%.
  const now = new Date()
  const may = `${now.getUTCMonth() <= 4 ? now.getUTCFullYear() : now.getUTCFullYear() + 1}-05`
  const visitor = await browser.newContext()
  await visitor.addInitScript(() => localStorage.setItem('newsletter-popup-seen', 'true'))
  const site = await visitor.newPage()
  await expect(async () => {
    await site.goto('/en/plan-a-trip?destination=lyon')
    await site.waitForLoadState('networkidle')
    await expect(site.getByLabel('Destination', { exact: true })).toHaveValue('lyon')
    await site.getByLabel('Month', { exact: true }).selectOption(may)
    await site.getByLabel(/^Days/).selectOption('8')
    await site.getByLabel(/^Students/).fill('20')
    await site.getByLabel('Teachers and chaperones').fill('0')
    await expect(site.getByTestId('price-per-student')).toHaveText('€537.60', { timeout: 2_000 })
  }).toPass({ timeout: 30_000 })
  await expect(site.getByTestId('price-group')).toHaveText('€10,752')
  await visitor.close()
})
