import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, test } from './fixtures'

import { EMBEDDED, startAppServer, TEST_ADMIN } from '../helpers/app-server'
import { e2eWorkerPorts } from '../helpers/ports'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { publish, visitorSees, viewDetails } from './editor-actions'
import { signIn } from './sign-in'

/**
 * The quick start's embedded database (`npm run dev` without DATABASE_URI: PGlite behind pglite-socket) in the
 * browser: the built app runs through scripts/with-db.mjs on a fresh data folder, and a visitor, an editor and a
 * member of staff do their main tasks there through the screens, in Spanish and English (docs/architecture.md ›
 * The embedded database). tests/int/embedded-db.int.spec.ts covers the same ground over HTTP.
 */
const ports = e2eWorkerPorts()
let app: Awaited<ReturnType<typeof startAppServer>>
let sink: SmtpSink
let dataDir: string

test.use({ baseURL: `http://127.0.0.1:${ports.extraApp}` })
test.describe.configure({ mode: 'serial', timeout: 180_000 })

test.beforeAll(async () => {
  test.setTimeout(240_000)
  sink = await startSmtpSink()
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'edu-pglite-e2e-'))
  app = await startAppServer(
    EMBEDDED,
    ports.extraApp,
    {
      EMBEDDED_DB_DIR: path.join(dataDir, 'pglite'),
      EMBEDDED_DB_PORT: String(ports.extraDb),
      MEDIA_DIR: path.join(dataDir, 'media'),
      JOBS_IN_APP: 'true',
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      MAIL_FROM: 'hello@embedded.test',
      MAIL_PER_SECOND: '0',
    },
    { setUp: true },
  )
})

test.afterAll(async () => {
  await app?.stop()
  await sink?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', 'true'))
})

const name = `Lucía Embebida ${Date.now()}`

test('a visitor on a phone sends a school enquiry in Spanish', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/es/contact')
  const form = page.locator('form', {
    has: page.getByRole('heading', { name: 'Grupos escolares y viajes educativos' }),
  })
  await form.getByLabel('Su nombre').fill(name)
  await form.getByLabel('Correo electrónico').fill(`lucia.${Date.now()}@colegio.es`)
  await form.getByLabel('Nombre del centro').fill('IES Embebido')
  await form.getByLabel(/^Destino/).selectOption('madrid')
  await form.getByLabel('Mensaje').fill('Cinco días en Madrid para 28 alumnos en marzo.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Enviar mensaje' }).click()
  await expect(page.getByText('¡Mensaje enviado!')).toBeVisible({ timeout: 30_000 })
})

test('an editor changes the Spanish About page, publishes it, and the site shows it', async ({ page }) => {
  await signIn(page, TEST_ADMIN)
  await page.goto('/admin/globals/page-about?locale=es')
  const title = page.locator('#field-hero__title')
  await expect(title).not.toHaveValue('', { timeout: 30_000 })
  const heading = `Quiénes somos ${String(Date.now()).slice(-6)}`
  await title.fill(heading)
  await publish(page)
  await visitorSees(page, '/es/about', heading, { heading: true })
})

test('staff find the enquiry in the Dashboard and take it', async ({ page }) => {
  await signIn(page, TEST_ADMIN)
  const drawer = await viewDetails(page, name)
  await expect(drawer).toContainText('IES Embebido')
  await drawer.getByRole('button', { name: 'Take it' }).click()
  await expect(drawer.getByLabel('Owner')).not.toHaveValue('')
  // The staff notification went out through the app's own job queue.
  await expect.poll(() => sink.accepted.some((m) => (m.text ?? '').includes(name)), { timeout: 45_000 }).toBe(true)
})
