/**
 * The steps of tests/e2e/proposals.spec.ts, each as the coordinator or the staff member takes it on the screens, in
 * either language: build a trip on the plan-a-trip page, make and send the proposal from the Dashboard, find the
 * link in the mail, accept on the private page, and see the enquiry won on the Dashboard.
 */
import type { BrowserContext } from '@playwright/test'

import { type Browser, expect, type Page } from './fixtures'

import { e2eWorkerPorts } from '../helpers/ports'
import type { SmtpSink } from '../helpers/smtp-sink'
import { viewDetails } from './editor-actions'

/** This worker's app (tests/e2e/fixtures.ts), for the contexts `person` opens. */
const baseURL = `http://127.0.0.1:${e2eWorkerPorts().app}`

/** Screenshots for a person to look at, when SHOTS_DIR is set: nothing compares them. */
const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/proposals-${name}.png`, fullPage: true })
}

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** What each side reads, in each language. */
const texts = {
  en: {
    browser: 'en-GB',
    card: 'Plan this trip',
    month: 'Month',
    days: /^Days/,
    students: /^Students/,
    teachers: 'Teachers and chaperones',
    transfer: /Airport transfer/,
    name: 'Your name',
    email: 'Email address',
    school: 'School name',
    consent: /I have read and accept/,
    send: 'Send my trip request',
    sent: 'Trip request sent!',
    viewDetails: 'View Details',
    tripRegion: 'Trip request',
    openRequest: 'Open the request to make a proposal',
    create: 'Create proposal',
    stay: /^Stay in Madrid.*: 7 nights/,
    save: 'Save',
    preview: 'Preview PDF',
    sendProposal: 'Send proposal',
    proposalSent: 'Proposal sent',
    subject: 'Your school trip proposal',
    accept: 'Accept the proposal',
    accepted: 'Proposal accepted. Thank you!',
    refused: 'This proposal link cannot be used',
    won: 'Accepted This Month',
    wonCaption: /Proposals accepted: [1-9]/,
    stage: 'Stage',
    sentTo: 'Proposal sent to',
    acceptedBySchool: 'Proposal accepted by the school',
    note: 'Coach transfer price confirmed with the company.',
  },
  es: {
    browser: 'es-ES',
    card: 'Planificar este viaje',
    month: 'Mes',
    days: /^Días/,
    students: /^Alumnos/,
    teachers: 'Profesores y acompañantes',
    transfer: /Traslado al aeropuerto/,
    name: 'Su nombre',
    email: 'Correo electrónico',
    school: 'Nombre del centro',
    consent: /He leído y acepto/,
    send: 'Enviar mi solicitud de viaje',
    sent: '¡Solicitud enviada!',
    viewDetails: 'Ver detalles',
    tripRegion: 'Solicitud de viaje',
    openRequest: 'Abrir la solicitud para preparar una propuesta',
    create: 'Crear propuesta',
    stay: /^Estancia en Madrid.*: 7 noches/,
    save: 'Guardar',
    preview: 'Ver el PDF',
    sendProposal: 'Enviar propuesta',
    proposalSent: 'Propuesta enviada',
    subject: 'Su propuesta de viaje escolar',
    accept: 'Aceptar la propuesta',
    accepted: 'Propuesta aceptada. ¡Muchas gracias!',
    refused: 'Este enlace de propuesta no se puede usar',
    won: 'Aceptadas este mes',
    wonCaption: /Propuestas aceptadas: [1-9]/,
    stage: 'Etapa',
    sentTo: 'Propuesta enviada a',
    acceptedBySchool: 'El centro ha aceptado la propuesta',
    note: 'Precio del traslado confirmado con la compañía de autocares.',
  },
} as const

export type Lang = keyof typeof texts

/** A browser of the coordinator's or the staff member's own, in their language. */
export async function person(browser: Browser, lang: Lang, phone: boolean): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL,
    locale: texts[lang].browser,
    timezoneId: 'Europe/Madrid',
    ...(phone ? PHONE : { viewport: { width: 1280, height: 900 } }),
  })
  // The newsletter popup would cover the page after 5 s (the visitor has closed it before).
  await context.addInitScript(() => localStorage.setItem('newsletter-popup-seen', 'true'))
  return context
}

/** The coordinator, from a destination card of School trips to the sent request: 25 students, 2 teachers, the transfer. */
export async function buildTrip(page: Page, lang: Lang, name: string, email: string) {
  const t = texts[lang]
  await page.goto(`/${lang}/school-trips`)
  await page.locator('a[href="/plan-a-trip?destination=madrid"]').filter({ hasText: t.card }).click()
  await expect(page).toHaveURL(/\/plan-a-trip\?destination=madrid$/)
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: t.send }) })
  // Hydrated: the builder chose the address's destination itself.
  await expect(form.locator('select[name="destination"]')).toHaveValue('madrid')
  await form.getByLabel(t.month, { exact: true }).selectOption({ index: 2 })
  await form.getByLabel(t.days).selectOption('8')
  await form.getByLabel(t.students).fill('25')
  await form.getByLabel(t.teachers).fill('2')
  await form.getByRole('checkbox', { name: t.transfer }).check()
  await expect(page.getByTestId('price-per-student')).toHaveText(/\d.*€|€\d/)
  await form.getByLabel(t.name).fill(name)
  await form.getByLabel(t.email).fill(email)
  await form.getByLabel(t.school).fill('IES Velázquez')
  await form.getByRole('checkbox', { name: t.consent }).check()
  await shot(page, `${lang}-1-builder`)
  await form.getByRole('button', { name: t.send }).click()
  await expect(page.getByRole('status').filter({ hasText: t.sent })).toBeVisible()
}

/** Staff: Dashboard → the enquiry's trip → Create proposal → edit, save, read the PDF → Send proposal. */
export async function makeAndSendProposal(page: Page, lang: Lang, name: string) {
  const t = texts[lang]
  const drawer = await viewDetails(page, name, t.viewDetails)
  await expect(drawer).toBeVisible()
  const trip = page.getByRole('region', { name: t.tripRegion })
  await expect(trip.getByRole('definition').first()).toHaveText(/Madrid/)
  await expect(trip).toContainText(lang === 'es' ? 'Alumnos25' : 'Students25')
  await expect(trip).toContainText(lang === 'es' ? 'Traslado al aeropuerto' : 'Airport transfer')
  await trip.getByRole('link', { name: t.openRequest }).click()
  await page.waitForURL(/\/admin\/collections\/trip-requests\/\d+$/)
  await page.getByRole('button', { name: t.create }).click()
  await page.waitForURL(/\/admin\/collections\/proposals\/\d+$/)
  // The draft is in the enquiry's language (the coordinator's), whatever the admin's.
  await expect(page.locator('#field-items__0__label')).toHaveValue(t.stay, { timeout: 30_000 })
  await expect(page.locator('#field-items__2__label')).toHaveValue(t.transfer)
  // Its last day names the year, in the admin language's short form ("Jan 26, 2027", "26 ene 2027"), also when the
  // language's date-fns locale reaches the browser after the form has drawn itself (a slow connection or a busy
  // machine; here its script is held back 3 s on a reload): Payload's date picker alone kept the US date then.
  if (lang === 'es') {
    await page.route(/\/_next\/static\/chunks\/.+\.js$/, async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (body.includes('alrededor de')) await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.fulfill({ response, body })
    })
    await page.reload()
    await expect(page.locator('#field-items__0__label')).toHaveValue(t.stay, { timeout: 30_000 })
  }
  await expect(page.locator('[id$="validUntil"] input')).toHaveValue(
    lang === 'es' ? /^\d{1,2} \p{Ll}{3,4}\.? 20\d\d$/u : /^[A-Z][a-z]{2} \d{1,2}, 20\d\d$/,
    { timeout: 15_000 },
  )
  await page.unrouteAll()

  // They change the transfer's price and add a note, and save (a new version).
  // Prices are read and typed in euros (kept in cents): the stay's 8 days at their unit price, then 300 for the transfer.
  await expect(page.locator('#field-items__0__unitCents')).toHaveValue(
    lang === 'es' ? /^\d+(,\d\d)?$/ : /^\d+(\.\d\d)?$/,
  )
  await page.locator('#field-items__2__unitCents').fill(lang === 'es' ? '300,00' : '300')
  await page.locator('#field-notes').fill(t.note)
  const saved = page.waitForResponse(
    (res) => /\/api\/cms\/proposals\/\d+/.test(res.url()) && res.request().method() === 'PATCH' && res.status() < 400,
  )
  await page.getByRole('button', { name: t.save, exact: true }).click()
  await saved
  await shot(page, `${lang}-2-proposal-admin`)

  // The PDF as the school will get it, from the link beside Send proposal.
  const [pdf] = await Promise.all([
    page.context().waitForEvent('response', (res) => /\/api\/proposals\/\d+\/pdf$/.test(res.url())),
    page.getByRole('link', { name: t.preview }).click(),
  ])
  expect(pdf.status()).toBe(200)
  expect(pdf.headers()['content-type']).toBe('application/pdf')
  for (const other of page.context().pages()) if (other !== page) await other.close()
  // Back to the proposal's tab: a tab in the background may not show the confirmation.
  await page.bringToFront()

  page.once('dialog', (dialog) => void dialog.accept())
  const sent = page.waitForResponse((res) => /\/api\/proposals\/\d+\/send$/.test(res.url()), { timeout: 60_000 })
  await page.getByRole('button', { name: t.sendProposal }).click()
  expect((await sent).status(), 'the send’s answer').toBe(200)
  await expect(page.getByText(t.proposalSent, { exact: true })).toBeVisible()
}

/** The coordinator's mail (in her language, the PDF attached) and the private link in it. */
export async function linkInMail(sink: SmtpSink, lang: Lang, email: string): Promise<string> {
  await expect.poll(() => sink.to(email).filter((m) => m.subject?.startsWith(texts[lang].subject)).length).toBe(1)
  const mail = sink.to(email).find((m) => m.subject?.startsWith(texts[lang].subject))!
  expect(mail.attachments.map((a) => a.mimeType)).toContain('application/pdf')
  const link = new RegExp(`https?://[^/\\s]+(/${lang}/proposal/[A-Za-z0-9_-]{43})`).exec(mail.text ?? '')
  expect(link, mail.text).not.toBeNull()
  return link![1]!
}

/** The coordinator accepts on the private page; the link then opens nothing more. */
export async function accept(page: Page, lang: Lang, link: string) {
  const t = texts[lang]
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Madrid')
  await expect(page.getByText(t.note)).toBeVisible()
  await expect(page.getByRole('cell', { name: /300\s?€|€300/ }).first()).toBeVisible()
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0)
  await shot(page, `${lang}-3-proposal-page`)
  await page.getByRole('button', { name: t.accept }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.accepted)
  const again = await page.goto(link)
  expect(again?.status()).toBe(404)
  await expect(page.getByText(t.refused)).toBeVisible()
}

/** Staff: Accepted This Month counts it, and the enquiry is won with the proposal on its timeline. */
export async function dashboardShowsWon(page: Page, lang: Lang, name: string, email: string) {
  const t = texts[lang]
  await page.goto('/admin')
  const won = page.locator('li').filter({ hasText: t.won })
  await expect(won).toContainText(t.wonCaption)
  await expect(won).toContainText(/[1-9][\d.,]*\s?€|€[1-9]/)
  const drawer = await viewDetails(page, name, t.viewDetails)
  await expect(drawer.getByLabel(t.stage)).toHaveValue('won')
  await expect(drawer.getByText(`${t.sentTo} ${email}`)).toBeVisible()
  await expect(drawer.getByText(t.acceptedBySchool)).toBeVisible()
  await shot(page, `${lang}-4-dashboard`)
}
