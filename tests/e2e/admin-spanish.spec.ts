import { type Browser, expect, type Page, test } from './fixtures'

import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { e2eWorkerPorts } from '../helpers/ports'
import { viewDetails } from './editor-actions'
import { signIn } from './sign-in'

/**
 * The back office in each staff member's admin language. A colleague whose browser is in Spanish (in Madrid) is
 * invited by the English-speaking admin, signs in and goes through the Dashboard, Contact Details, Team, Email
 * Marketing, Campaign Creator and Payload's own list and edit views, all in Spanish with Madrid-time Spanish dates,
 * and answers an enquiry (takes it, notes, moves its stage); the admin does the same task in English, and the mail
 * telling the colleague about an enquiry handed over to them is in Spanish. The app runs its own job queues
 * (tests/e2e/fixtures.ts) and sends to the sink opened here.
 */
let sink: SmtpSink

test.beforeAll(async () => {
  sink = await startSmtpSink(Number(process.env.E2E_SMTP_PORT))
})

test.afterAll(async () => {
  await sink?.close()
})

/** This worker's app (tests/e2e/fixtures.ts), for the contexts this spec opens itself. */
const baseURL = `http://127.0.0.1:${e2eWorkerPorts().app}`

/** English texts of the staff screens and of the collections' labels that a Spanish screen must not show. */
const ENGLISH_CHROME = [
  'Total Submissions',
  'Contact Submissions',
  'School Groups',
  'Newsletter Subscri',
  'View Details',
  'Invite Colleague',
  'Marketing tools',
  'Enquiries & marketing',
  'Privacy records',
  'Campaign Creator',
  'Email Marketing',
  'Schools Database',
  'Select Recipients',
  'Campaign Details',
  'Create Campaign',
  'Contact Type',
  'Program Type',
  'Add Note',
  'Timeline',
  'Unassigned',
  'Owner',
  'Stage',
  'Visit Site',
  'Logout',
  'Not specified',
  'Gastronomy and science',
  'Unknown',
  ' AM',
  ' PM',
]

/** The screen's visible text holds none of the English texts above. */
async function expectNoEnglish(page: Page, where: string) {
  const shown = await page.locator('body').innerText()
  const found = ENGLISH_CHROME.filter((english) => shown.includes(english))
  expect(found, `English on the Spanish ${where}`).toEqual([])
}

/** Madrid's clock in Spain's short form ("27 nov 2026, 09:05"), for any minute between two instants. */
function madridSpanish(from: number, to: number): RegExp {
  const format = new Intl.DateTimeFormat('es-ES', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  })
  const shown = new Set<string>()
  for (let at = from - 60_000; at <= to + 60_000; at += 30_000) shown.add(format.format(new Date(at)))
  return new RegExp([...shown].map((s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'))
}

async function mailTo(address: string, match: (subject: string) => boolean) {
  let found: SmtpSink['accepted'][number] | undefined
  await expect
    .poll(
      () => {
        found = sink.to(address).find((m) => match(m.subject ?? ''))
        return Boolean(found)
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true)
  return found!
}

async function signInSpanish(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES', timezoneId: 'Europe/Madrid' })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.fill('input[name="email"]', email)
  await page.fill('input[name="password"]', password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin\/?$/)
  await page.waitForLoadState('networkidle')
  return page
}

test('a Spanish-speaking colleague answers an enquiry with the admin in Spanish; the admin does it in English', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(300_000)
  const stamp = Date.now()
  const enquiry = async (name: string, email: string) => {
    const sent = await request.post('/api/contacts', {
      data: {
        name,
        email,
        organization: 'IES Cervantes',
        contactType: 'school',
        destination: 'lyon',
        message: 'Buscamos una semana en Lyon para 25 alumnos en mayo.',
        privacyConsent: true,
        locale: 'es',
      },
    })
    expect(sent.status()).toBe(201)
  }
  const before = Date.now()
  const forLucia = `Carmen ${stamp}`
  const forAdmin = `Andrés ${stamp}`
  await enquiry(forLucia, `carmen${stamp}@colegio.es`)
  await enquiry(forAdmin, `andres${stamp}@colegio.es`)
  const after = Date.now()

  // The admin (English) invites the colleague, who chooses a password through the mailed link.
  await signIn(page)
  const lucia = { name: `Lucía ${stamp}`, email: `lucia${stamp}@agency.test`, password: `Lucia-e2e-${stamp}!` }
  await page.locator('#staff-dashboard-invite-name').fill(lucia.name)
  await page.locator('#staff-dashboard-invite-email').fill(lucia.email)
  await page.getByRole('button', { name: 'Invite Colleague' }).click()
  await expect(page.getByText('Colleague Invited')).toBeVisible()
  const invitation = await mailTo(lucia.email, (s) => s === 'You have been invited to the Madrid Edu Travel admin')
  const link = /\/admin\/reset\/([0-9a-f]+)/.exec(invitation.text ?? '')
  expect(link).not.toBeNull()
  expect(
    (
      await request.post('/api/cms/users/reset-password', { data: { token: link![1], password: lucia.password } })
    ).status(),
  ).toBe(200)

  // Her browser is in Spanish: the admin is, from the first screen on.
  const es = await signInSpanish(browser, lucia.email, lucia.password)
  await expect(es.getByRole('heading', { level: 1, name: 'Panel de control' })).toBeVisible()
  for (const text of ['Total de solicitudes', 'Solicitudes de contacto', 'Suscripciones al boletín', 'Equipo']) {
    await expect(es.getByText(text, { exact: true }).first()).toBeVisible()
  }
  const nav = es.locator('nav').first()
  for (const group of ['Herramientas de marketing', 'Consultas y marketing', 'Contenido', 'Registros de privacidad']) {
    await expect(nav.getByText(group, { exact: true })).toBeAttached()
  }
  await expect(es.getByRole('button', { name: 'Invitar a un compañero' })).toBeVisible()
  const row = es.getByRole('row').filter({ hasText: forLucia })
  await expect(row).toContainText(madridSpanish(before, after))
  await expect(row).toContainText('Nueva')
  await expect(row).toContainText('Lyon – Gastronomía y ciencia')
  await expectNoEnglish(es, 'Dashboard')

  // Contact Details: she takes the enquiry, notes and moves it on.
  const drawer = await viewDetails(es, forLucia, 'Ver detalles')
  await expect(es.getByRole('heading', { name: 'Detalles del contacto' })).toBeVisible()
  await expect(drawer.getByText('Recibida a través de: Formulario de consulta de viajes escolares')).toBeVisible()
  await drawer.getByRole('button', { name: 'Asignármela' }).click()
  await expect(es.getByText(`Responsable: ${lucia.name}.`)).toBeVisible()
  await drawer.getByLabel('Añadir una nota').fill('Prefiere mayo; 25 alumnos y 3 docentes.')
  await drawer.getByRole('button', { name: 'Añadir nota' }).click()
  await expect(es.getByText('Nota añadida')).toBeVisible()
  await expect(drawer.getByText('Prefiere mayo; 25 alumnos y 3 docentes.')).toBeVisible()
  await drawer.getByLabel('Etapa').selectOption({ label: 'Contactada' })
  await expect(es.getByText('Etapa: Contactada.')).toBeVisible()
  await expect(drawer.getByText('Etapa: Nueva → Contactada')).toBeVisible()
  await expect(drawer).toContainText(madridSpanish(before, Date.now()))
  await expectNoEnglish(es, 'Contact Details')
  await drawer.getByRole('button', { name: 'Cerrar' }).first().click()

  // Email Marketing and Campaign Creator.
  await es.goto('/admin/email-marketing')
  await expect(es.getByRole('heading', { level: 1, name: 'Email marketing' })).toBeVisible()
  await expect(es.getByRole('tab', { name: /Base de datos de centros/ })).toBeVisible()
  await expect(es.getByText('Acciones rápidas')).toBeVisible()
  await expectNoEnglish(es, 'Email Marketing screen')
  await es.goto('/admin/campaign-creator')
  await expect(es.getByRole('heading', { level: 1, name: 'Creador de campañas' })).toBeVisible()
  // The form's heading, by role; .first(): while the screen replaces its first render it can stand twice a moment.
  await expect(es.getByRole('heading', { level: 2, name: 'Datos de la campaña' }).first()).toBeVisible()
  await expect(es.getByRole('button', { name: 'Crear campaña' })).toBeVisible()
  await expectNoEnglish(es, 'Campaign Creator')

  // Payload's own list and edit views of the enquiries.
  await es.goto('/admin/collections/contacts')
  await expect(es.getByRole('heading', { level: 1, name: 'Consultas' })).toBeVisible()
  const header = es.locator('thead')
  for (const column of ['Nombre', 'Correo electrónico', 'Tipo de consulta', 'Etapa', 'Responsable']) {
    await expect(header.getByText(column, { exact: true })).toBeVisible()
  }
  const listed = es.getByRole('row').filter({ hasText: forLucia })
  await expect(listed).toContainText('Contactada')
  await expect(listed).toContainText(madridSpanish(before, after))
  await expectNoEnglish(es, 'list of enquiries')
  await listed.getByRole('link', { name: forLucia }).click()
  await expect(es.getByRole('textbox', { name: 'Mensaje *' })).toHaveValue(/Buscamos una semana en Lyon/)
  await expect(es.getByRole('heading', { name: 'Registro del consentimiento' })).toBeVisible()
  await expect(es.getByText('La persona del equipo que responde a esta consulta.')).toBeVisible()
  await expectNoEnglish(es, 'enquiry edit view')

  // The same task in English, by the admin, who hands the other enquiry to Lucía.
  await page.reload()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.locator('nav').first().getByText('Enquiries & marketing', { exact: true })).toBeAttached()
  const adminDrawer = await viewDetails(page, forAdmin)
  await expect(adminDrawer.getByText('Received through the School trip enquiry form')).toBeVisible()
  await adminDrawer.getByLabel('Owner').selectOption({ label: lucia.name })
  await expect(page.getByText(`Owner: ${lucia.name}.`)).toBeVisible()
  await adminDrawer.getByLabel('Add a note').fill('Call back on Monday.')
  await adminDrawer.getByRole('button', { name: 'Add Note' }).click()
  await expect(adminDrawer.getByText('Call back on Monday.')).toBeVisible()
  await adminDrawer.getByLabel('Stage').selectOption({ label: 'Proposal sent' })
  await expect(page.getByText('Stage: Proposal sent.')).toBeVisible()
  await expect(adminDrawer.getByText('Stage: New → Proposal sent')).toBeVisible()
  await expect(adminDrawer).toContainText(/\d{1,2}\/\d{1,2}\/\d\d, \d{1,2}:\d\d [AP]M/)

  // Lucía hears of it in her language, with a link that opens it in her Dashboard.
  const assigned = await mailTo(lucia.email, (s) => s.startsWith('Consulta asignada a usted'))
  expect(assigned.text).toContain(`Hola, ${lucia.name}:`)
  const opened = /\/admin\?enquiry=\d+/.exec(assigned.text ?? '')
  expect(opened, 'a link to the enquiry in the Dashboard').not.toBeNull()
  await es.goto(opened![0])
  await expect(es.getByRole('heading', { name: 'Detalles del contacto' })).toBeVisible()
  await expect(es.locator('.staff-ui__drawer-body')).toContainText(forAdmin)
  await es.context().close()
})
