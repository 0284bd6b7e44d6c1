import { readFileSync } from 'node:fs'

import { expect, test } from './fixtures'

import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'

/**
 * A visitor signs up from the popup in Spanish, confirms from the mail the SMTP server received, gets the welcome,
 * and from its preference link asks to be erased, confirming that from the mail too. The app runs its own job queues (tests/e2e/global-setup.ts) and sends to the sink opened here.
 */
let sink: SmtpSink
const es: Record<string, string> = JSON.parse(readFileSync('i18n/es.json', 'utf8'))

test.beforeAll(async () => {
  sink = await startSmtpSink(Number(process.env.E2E_SMTP_PORT))
})

test.afterAll(async () => {
  await sink?.close()
})

/** The mail jobs run every second or so in the app: wait for the message to arrive. */
async function mailTo(address: string, subject: string) {
  await expect
    .poll(() => sink.to(address).map((m) => m.subject), { timeout: 60_000, intervals: [500] })
    .toContain(subject)
  return sink.to(address).find((m) => m.subject === subject)!
}

test('a sign-up from the popup in Spanish is confirmed from the mail, welcomed, and erased from the preference page', async ({
  page,
}) => {
  const email = `lucia.${Date.now()}@colegio.es`
  await page.clock.install()
  await page.goto('/es/about')
  await page.locator('dialog[data-armed]').waitFor({ state: 'attached' })
  await page.clock.fastForward(5500)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByLabel(es['newsletter.emailLabel']).fill(email)
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: es['newsletter.submit'] }).click()
  // The notice asks the visitor to look in their inbox; nothing is subscribed yet.
  await expect(page.getByText(es['newsletter.success.title'])).toBeVisible()

  const mail = await mailTo(email, es['mail.newsletterConfirm.subject'])
  const link = /https?:\/\/\S+?\/es\/newsletter\/confirm\?token=[A-Za-z0-9_-]{43}/.exec(mail.text ?? '')?.[0]
  expect(link, `a confirmation link in Spanish in:\n${mail.text}`).toBeTruthy()

  await page.goto(link!)
  await expect(page.getByRole('heading', { name: es['newsletterConfirm.confirm.title'] })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await page.getByRole('button', { name: es['newsletterConfirm.confirm.button'] }).click()
  await expect(page.getByRole('heading', { name: es['newsletterConfirm.done.title'] })).toBeVisible()

  const welcome = await mailTo(email, es['mail.newsletterWelcome.subject'])
  expect(welcome.text).toContain('/es/unsubscribe?token=')

  // The same link again: a page that says it was already used, in Spanish.
  await page.goto(link!)
  await expect(page.getByRole('heading', { name: es['newsletterConfirm.used.title'] })).toBeVisible()

  // The welcome links the preference page: there the subscriber asks to be erased, confirms from the mail, and is.
  const preferences = /https?:\/\/\S+?\/es\/newsletter\/preferences\?token=\S+/.exec(welcome.text ?? '')?.[0]
  expect(preferences, `a preference link in:\n${welcome.text}`).toBeTruthy()
  await page.goto(preferences!)
  await expect(page.getByRole('heading', { name: es['newsletterPreferences.title'], level: 1 })).toBeVisible()
  await page.getByRole('button', { name: es['newsletterPreferences.erase.button'] }).click()
  await expect(page.getByText(es['newsletterPreferences.erase.mailSent'])).toBeVisible()
  const eraseMail = await mailTo(email, es['mail.newsletterErase.subject'])
  const eraseLink = /https?:\/\/\S+?\/es\/newsletter\/erase\?token=\S+/.exec(eraseMail.text ?? '')?.[0]
  expect(eraseLink, `an erasure link in:\n${eraseMail.text}`).toBeTruthy()
  await page.goto(eraseLink!)
  await page.getByRole('button', { name: es['newsletterErase.confirm.button'] }).click()
  await expect(page.getByRole('heading', { name: es['newsletterErase.done.title'] })).toBeVisible()
  // The preference link now names nobody.
  const gone = await page.goto(preferences!)
  expect(gone?.status()).toBe(404)
})
