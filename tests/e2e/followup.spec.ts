import { existsSync, mkdirSync, readFileSync } from 'node:fs'

import { type Browser, expect, type Page, test } from './fixtures'
import pg from 'pg'

import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'
import { e2eWorkerPorts } from '../helpers/ports'
import { viewDetails } from './editor-actions'
import { signIn } from './sign-in'

/**
 * Enquiry follow-up as two staff members live it: one invites the other and hands an enquiry over, the
 * other replies from the Dashboard; the reply reaches the SMTP server and shows on the timeline. The app runs its
 * own job queues (tests/e2e/fixtures.ts) and sends to the sink opened here.
 */
let sink: SmtpSink

test.beforeAll(async () => {
  sink = await startSmtpSink(Number(process.env.E2E_SMTP_PORT))
})

test.afterAll(async () => {
  await sink?.close()
})

const SHOTS = '/tmp/shots-followup'

/**
 * The mail jobs run every second or so in the app: wait for the message to arrive. Long enough for two retries
 * (30 s, then 60 s): a slow CI machine once waited over 120 s for the new owner's mail; if it happens again
 * the failure lists the jobs and their errors.
 */
async function mailTo(address: string, match: (subject: string) => boolean) {
  let found: SmtpSink['accepted'][number] | undefined
  await expect
    .poll(
      () => {
        found = sink.to(address).find((m) => match(m.subject ?? ''))
        return Boolean(found)
      },
      { timeout: 240_000, intervals: [1_000] },
    )
    .toBe(true)
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nmail jobs:\n${await mailJobs()}\napp server, last lines:\n${serverLogTail()}`)
    })
  return found!
}

/**
 * What a timeout above was waiting for: the follow-up mail jobs as the database holds them, and what the
 * database's sessions are doing (a runner waiting for the enquiry-mail lock shows here, and who holds it).
 */
async function mailJobs(): Promise<string> {
  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URI })
  await db.connect()
  try {
    const { rows: jobs } = await db.query(
      `SELECT j.id, j.task_slug, j.processing, j.has_error, j.completed_at, j.total_tried, j.wait_until, j.created_at,
              j.error, (SELECT json_agg(l.error->>'message') FROM payload_jobs_log l WHERE l._parent_id = j.id) AS attempts
         FROM payload_jobs j WHERE j.queue = 'staff-mail' ORDER BY j.id DESC LIMIT 10`,
    )
    const { rows: sessions } = await db.query(
      `SELECT a.pid, a.application_name, a.client_port, a.state, a.wait_event_type, a.wait_event,
              now() - a.state_change AS for, left(a.query, 120) AS query,
              (SELECT json_agg(l.locktype || ':' || coalesce(l.objid::text, l.relation::regclass::text, '') || ':' || l.mode || ':' || l.granted)
                 FROM pg_locks l WHERE l.pid = a.pid AND (l.locktype = 'advisory' OR NOT l.granted)) AS locks
         FROM pg_stat_activity a WHERE a.datname = current_database() AND a.pid <> pg_backend_pid()`,
    )
    return JSON.stringify({ jobs, sessions }, null, 1)
  } finally {
    await db.end()
  }
}

/** The end of the app server's output (tests/e2e/fixtures.ts writes it to this worker's E2E_SERVER_LOG). */
function serverLogTail(lines = 80): string {
  const file = process.env.E2E_SERVER_LOG
  if (!file || !existsSync(file)) return '(no log)'
  return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n')
}

async function signInAs(browser: Browser, email: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: `http://127.0.0.1:${e2eWorkerPorts().app}` })
  const page = await context.newPage()
  await page.goto('/admin/login')
  await page.fill('input[name="email"]', email)
  await page.fill('input[name="password"]', password)
  await page.click('button[type="submit"]')
  await page.waitForURL(/\/admin\/?$/)
  await page.waitForLoadState('networkidle')
  return page
}

test('two staff members hand an enquiry over; one replies from the admin and the timeline shows it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(600_000)
  mkdirSync(SHOTS, { recursive: true })
  const stamp = Date.now()
  const name = `Lucía Follow ${stamp}`
  const email = `lucia.follow${stamp}@colegio.es`
  const sent = await request.post('/api/contacts', {
    data: {
      name,
      email,
      organization: 'IES Goya',
      contactType: 'school',
      destination: 'lyon',
      message: 'Buscamos una semana en Lyon para 25 alumnos en mayo.',
      privacyConsent: true,
      locale: 'es',
    },
  })
  expect(sent.status()).toBe(201)

  // The first staff member invites a colleague, who chooses a password through the mailed link.
  await signIn(page)
  const colleague = { name: `Marta ${stamp}`, email: `marta${stamp}@agency.test`, password: `Marta-e2e-${stamp}!` }
  await page.locator('#staff-dashboard-invite-name').fill(colleague.name)
  await page.locator('#staff-dashboard-invite-email').fill(colleague.email)
  await page.getByRole('button', { name: 'Invite Colleague' }).click()
  await expect(page.getByText('Colleague Invited')).toBeVisible()
  const invitation = await mailTo(colleague.email, (s) => s.includes('invited'))
  const link = /\/admin\/reset\/([0-9a-f]+)/.exec(invitation.text ?? '')
  expect(link).not.toBeNull()
  const reset = await request.post('/api/cms/users/reset-password', {
    data: { token: link![1], password: colleague.password },
  })
  expect(reset.status()).toBe(200)

  // …and hands the enquiry over to them.
  await page.reload()
  await page.waitForLoadState('networkidle')
  const drawer = await viewDetails(page, name)
  await expect(drawer.getByText('Received through the')).toBeVisible()
  await drawer.getByLabel('Owner').selectOption({ label: colleague.name })
  await expect(page.getByText('Owner: ' + colleague.name + '.')).toBeVisible()
  await expect(drawer.getByText(`Owner: ${colleague.name}`, { exact: true })).toBeVisible()
  await drawer.getByLabel('Add a note').fill('Prefers May; 25 pupils and 3 teachers.')
  await drawer.getByRole('button', { name: 'Add Note' }).click()
  await expect(drawer.getByText('Prefers May; 25 pupils and 3 teachers.')).toBeVisible()
  const assigned = await mailTo(colleague.email, (s) => s.startsWith('Enquiry assigned to you'))
  expect(assigned.text).toContain(name)

  // The colleague finds it under Mine and replies from the admin (in the enquiry's language by default).
  const other = await signInAs(browser, colleague.email, colleague.password)
  await other.getByLabel('Mine').check()
  const otherDrawer = await viewDetails(other, name)
  const replyBox = otherDrawer.getByLabel('Message', { exact: true })
  await expect(replyBox).toHaveValue(/^Estimado\/a Lucía Follow/)
  await expect(otherDrawer.getByLabel('Subject')).toHaveValue('Re: su consulta – Madrid Edu Travel')
  await replyBox.fill(
    `Estimada Lucía:\n\nLe adjuntamos la propuesta para Lyon.\n\nUn cordial saludo,\n${colleague.name}`,
  )
  await otherDrawer.getByRole('button', { name: 'Send Reply' }).click()
  await expect(otherDrawer.getByText('Reply sent: Re: su consulta – Madrid Edu Travel')).toBeVisible({
    timeout: 60_000,
  })
  const reply = await mailTo(email, (s) => s.startsWith('Re: su consulta'))
  expect((reply.replyTo?.[0] as { address?: string }).address).toBe(colleague.email)
  expect(reply.text).toContain('Le adjuntamos la propuesta para Lyon.')
  expect(reply.text).toContain('> Buscamos una semana en Lyon')
  await expect(otherDrawer.getByLabel('Stage')).toHaveValue('contacted')

  // The first staff member sees the whole story.
  await page.reload()
  await page.waitForLoadState('networkidle')
  await viewDetails(page, name)
  await expect(drawer.getByText('Reply sent: Re: su consulta – Madrid Edu Travel')).toBeVisible()
  await expect(drawer.getByText(`Stage: New → Contacted`)).toBeVisible()

  // Screenshots of the Dashboard and the Contact Details panel (its top, and the timeline), desktop and 390 px wide.
  await page.screenshot({ path: `${SHOTS}/details-desktop.png`, fullPage: false })
  await drawer.getByRole('heading', { name: 'Timeline' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/timeline-desktop.png`, fullPage: false })
  await drawer.getByRole('button', { name: 'Close' }).first().click()
  await page.screenshot({ path: `${SHOTS}/dashboard-desktop.png`, fullPage: true })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true })
  await viewDetails(page, name)
  await expect(drawer.getByText('Reply sent: Re: su consulta – Madrid Edu Travel')).toBeVisible()
  await page.screenshot({ path: `${SHOTS}/details-390.png`, fullPage: false })
  await drawer.getByRole('heading', { name: 'Timeline' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/timeline-390.png`, fullPage: false })
  await drawer.getByRole('button', { name: 'Send Reply' }).scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SHOTS}/reply-box-es-390.png`, fullPage: false })
  await otherDrawer.getByRole('button', { name: 'Send Reply' }).scrollIntoViewIfNeeded()
  await other.screenshot({ path: `${SHOTS}/reply-box-es-desktop.png` })
  await other.context().close()
})
