import { expect, test } from './fixtures'
import { adminLanguage, signIn } from './sign-in'

/**
 * Staff schedule a campaign for the next morning and cancel it before it goes, in each admin language: the
 * campaign's screen says when it will go on Madrid's clock and, once cancelled, that nobody received it; the
 * Campaigns tab shows its status. The campaign and its school are made through the API (the Campaign Creator has
 * its own browser tests); scheduling and cancelling are done on the screen.
 */
const screens = {
  es: {
    tab: 'Campañas',
    view: 'Ver – ',
    sendAt: 'Enviar el',
    schedule: 'Programar',
    scheduledNotice: 'Campaña programada',
    scheduledFor: 'Programada para el ',
    waiting: 'Todavía no se ha enviado nada: saldrá a la hora programada.',
    cancel: 'Cancelar la campaña',
    cancelledNotice: 'Campaña cancelada',
    nobody: 'Se canceló antes de enviar nada: nadie la ha recibido.',
    final: 'Esta campaña ha terminado; ya no se puede enviar ni cambiar.',
    statusScheduled: 'Programada',
    statusCancelled: 'Cancelada',
  },
  en: {
    tab: 'Campaigns',
    view: 'View – ',
    sendAt: 'Send at',
    schedule: 'Schedule',
    scheduledNotice: 'Campaign Scheduled',
    scheduledFor: 'Scheduled for ',
    waiting: 'Nothing has been sent yet: it goes out at the scheduled time.',
    cancel: 'Cancel campaign',
    cancelledNotice: 'Campaign Cancelled',
    nobody: 'Cancelled before anything was sent: nobody received it.',
    final: 'This campaign is finished; it can no longer be sent or changed.',
    statusScheduled: 'Scheduled',
    statusCancelled: 'Cancelled',
  },
} as const

/** Tomorrow's date on Madrid's clock, as a datetime-local field writes it (YYYY-MM-DD). */
function tomorrowInMadrid(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + 86_400_000))
}

/** A date as the staff screens write it in `language` (src/platform/i18n/staff-dates.ts). */
function staffDate(iso: string, language: 'en' | 'es'): string {
  const options: Intl.DateTimeFormatOptions =
    language === 'es'
      ? { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' }
      : { dateStyle: 'short', timeStyle: 'short' }
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    ...options,
    timeZone: 'Europe/Madrid',
  }).format(new Date(iso))
}

for (const language of ['es', 'en'] as const) {
  test(`staff schedule a campaign for tomorrow and cancel it before it goes (admin in ${language === 'es' ? 'Spanish' : 'English'})`, async ({
    browser,
    workerApp,
  }) => {
    const t = screens[language]
    // A computer in Madrid, in the staff member's language.
    const context = await browser.newContext({
      baseURL: workerApp.url,
      locale: language === 'es' ? 'es-ES' : 'en-GB',
      timezoneId: 'Europe/Madrid',
    })
    try {
      const page = await context.newPage()
      await signIn(page)
      await adminLanguage(page, language)

      const headers = { Origin: workerApp.url, 'Sec-Fetch-Site': 'same-origin' }
      const name = `E2E scheduled ${language} ${Date.now()}`
      const school = await page.request.post('/api/cms/schools', {
        headers,
        data: {
          name: `Schedule school ${language}`,
          email: `schedule.${language}.${Date.now()}@e2e.example`,
          country: 'Italy',
        },
      })
      expect(school.ok()).toBe(true)
      const created = await page.request.post('/api/email-campaigns', {
        headers,
        data: {
          name,
          subject: 'Spring trips for -schoolName-',
          htmlContent: '<p>Dear -contactPerson-, hello.</p>',
          recipients: [(await school.json()).doc.id],
        },
      })
      expect(created.status()).toBe(201)
      const { id } = await created.json()

      await page.goto('/admin/email-marketing')
      await page.getByRole('tab', { name: new RegExp(t.tab) }).click()
      await page.getByRole('link', { name: `${t.view}${name}` }).click()
      await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()

      // Tomorrow at half past nine, Madrid time.
      await page.getByLabel(t.sendAt).fill(`${tomorrowInMadrid()}T09:30`)
      await page.getByRole('button', { name: t.schedule, exact: true }).click()
      await expect(page.getByText(t.scheduledNotice)).toBeVisible()

      const stored = await (await page.request.get(`/api/email-campaigns/${id}`, { headers })).json()
      expect(stored.status).toBe('scheduled')
      expect(staffDate(stored.scheduledAt, 'en')).toContain('9:30 AM')
      expect(stored.scheduledAt.slice(0, 10) <= tomorrowInMadrid()).toBe(true)
      await expect(page.getByText(`${t.scheduledFor}${staffDate(stored.scheduledAt, language)}.`)).toBeVisible()
      await expect(page.getByText(t.waiting)).toBeVisible()

      // Still scheduled after a reload, and so in the Campaigns tab.
      await page.reload()
      await expect(page.getByText(`${t.scheduledFor}${staffDate(stored.scheduledAt, language)}.`)).toBeVisible()
      await page.goto('/admin/email-marketing')
      await page.getByRole('tab', { name: new RegExp(t.tab) }).click()
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(t.statusScheduled)
      await page.getByRole('link', { name: `${t.view}${name}` }).click()

      page.once('dialog', (dialog) => void dialog.accept())
      await page.getByRole('button', { name: t.cancel }).click()
      await expect(page.getByText(t.cancelledNotice)).toBeVisible()
      await expect(page.getByText(t.nobody)).toBeVisible()
      await expect(page.getByText(t.final)).toBeVisible()
      await expect(page.getByRole('button', { name: t.schedule, exact: true })).toHaveCount(0)

      const cancelled = await (await page.request.get(`/api/email-campaigns/${id}`, { headers })).json()
      expect(cancelled.status).toBe('cancelled')
      expect(cancelled.deliveries?.total ?? 0).toBe(0)
      await page.goto('/admin/email-marketing')
      await page.getByRole('tab', { name: new RegExp(t.tab) }).click()
      await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText(t.statusCancelled)
    } finally {
      await context.close()
    }
  })
}
