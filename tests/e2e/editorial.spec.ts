import { expect, type Page, test } from './fixtures'

import { productionWorkerEnv, startJobsWorker } from '../helpers/jobs-worker'
import { adminLanguage, signIn } from './sign-in'

/** Rich text (Lexical's JSON) of one paragraph. */
const paragraph = (text: string) => ({
  root: {
    type: 'root',
    version: 1,
    direction: null,
    format: '',
    indent: 0,
    children: [{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }],
  },
})

/** A draft post made through Payload's REST API as the signed-in editor. */
async function draftPost(page: Page, locale: 'en' | 'es', title: string) {
  const res = await page.request.post(`/api/cms/blog-posts?locale=${locale}&draft=true`, {
    headers: { Origin: new URL(page.url()).origin },
    data: {
      title,
      excerpt: locale === 'es' ? 'Un borrador aún no publicado.' : 'A draft not yet published.',
      category: 'travel-guide',
      content: paragraph(locale === 'es' ? 'Un párrafo del borrador.' : 'A paragraph of the draft.'),
      _status: 'draft',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc as { id: number; slug: string }
}

test('an editor previews a Spanish draft that visitors cannot see', async ({ page, browser }) => {
  await signIn(page)
  const title = `Borrador de prueba ${Date.now()}`
  const post = await draftPost(page, 'es', title)
  expect(post.slug).toMatch(/^borrador-de-prueba-\d+$/)

  // The Preview button of the Spanish edit screen opens the draft in a new tab.
  await page.goto(`/admin/collections/blog-posts/${post.id}?locale=es`)
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Preview', exact: true }).click(),
  ])
  await preview.waitForLoadState()
  await expect(preview).toHaveURL(new RegExp(`/es/blog/${post.slug}$`))
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(title)

  // A visitor (another browser context, no session) gets Article Not Found.
  const visitor = await browser.newContext()
  const res = await (await visitor.newPage()).goto(`/es/blog/${post.slug}`)
  expect(res?.status()).toBe(404)
  await visitor.close()
})

test('an editor schedules a post and a job worker publishes it at that minute', async ({ page, browser }) => {
  test.setTimeout(240_000)
  // A job worker as production runs it (`npm run jobs`), on the same database, beside the app's own runner (the
  // e2e app runs its queues too): whichever reaches the job first publishes it, under the runners' shared lock,
  // and the other never runs it again. Not waited for: the post must be public at its minute either way.
  const worker = startJobsWorker(
    productionWorkerEnv(process.env.E2E_DATABASE_URI!, Number(process.env.E2E_SMTP_PORT), 'office@agency.test'),
  )
  const output = () => worker.output()
  const visitor = await browser.newContext()
  try {
    await signIn(page)
    const title = `Scheduled post ${Date.now()}`
    const post = await draftPost(page, 'en', title)

    // The next whole minute at least 20 s away, typed in Madrid time: the dialog's time zone, whatever the browser's.
    const at = Math.ceil((Date.now() + 20_000) / 60_000) * 60_000
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'Europe/Madrid',
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        hour12: true,
      })
        .formatToParts(new Date(at))
        .map(({ type, value }) => [type, value]),
    )
    const typed = `${parts.month} ${parts.day}, ${parts.year} ${parts.hour}:${parts.minute} ${parts.dayPeriod}`

    await page.goto(`/admin/collections/blog-posts/${post.id}`)
    await page.locator('#action-save-popup button').first().click()
    await page.getByRole('button', { name: 'Schedule Publish' }).click()
    // The dialog starts on "Publish" (Payload's own starts on "Unpublish" for a post with no newer draft), in Madrid time.
    await expect(page.locator('.schedule-publish input[type="radio"][id$="-type-publish"]')).toBeChecked()
    await expect(page.locator('.schedule-publish')).toContainText('Madrid (Europe/Madrid)')
    const time = page.locator('.schedule-publish .react-datepicker__input-container input')
    await time.fill(typed)
    await time.press('Enter')
    await page.locator('#scheduled-publish-save').click()
    await expect(page.getByText('Scheduled successfully')).toBeVisible()

    // Nothing public before its time.
    const visitorPage = await visitor.newPage()
    expect((await visitorPage.goto(`/en/blog/${post.slug}`))?.status()).toBe(404)

    // Public within one minute of the time it was scheduled for.
    await expect
      .poll(async () => (await visitorPage.goto(`/en/blog/${post.slug}`))?.status(), {
        timeout: at - Date.now() + 60_000,
        intervals: [2_000],
      })
      .toBe(200)
      .catch((error: Error) => {
        throw new Error(`${error.message}\njob worker:\n${output()}`)
      })
    expect(Date.now()).toBeGreaterThanOrEqual(at)
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(title)
  } finally {
    worker.killGroup('SIGTERM')
    await visitor.close()
  }
})

test("an editor opens Live Preview of a Spanish draft and sees the draft's text in the panel", async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1600, height: 1000 })
  await signIn(page)
  const title = `Vista previa en vivo ${Date.now()}`
  const post = await draftPost(page, 'es', title)

  await page.goto(`/admin/collections/blog-posts/${post.id}?locale=es`)
  await page.locator('.live-preview-toggler').click()
  // The panel shows the page in the language being edited, from the editor's draft (never published). Payload's
  // iframe loader replaces the panel's class name with its own; its id stays.
  const frame = page.frameLocator('#live-preview-iframe')
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title, { timeout: 60_000 })
  await expect(frame.getByText('Un párrafo del borrador.')).toBeVisible()
  await expect(page.locator('#live-preview-iframe')).toHaveAttribute(
    'src',
    new RegExp(encodeURIComponent(`/es/blog/${post.slug}`)),
  )
  if (!process.env.SHOTS_DIR) return
  // For a person to look at: the edit screens and the pages changed with them, in both languages and sizes.
  const shots = process.env.SHOTS_DIR
  await page.screenshot({ path: `${shots}/admin-live-preview-es.png` })
  for (const [size, viewport] of Object.entries({
    desktop: { width: 1440, height: 900 },
    phone: { width: 390, height: 844 },
  })) {
    await page.setViewportSize(viewport)
    for (const lng of ['en', 'es'] as const) {
      await adminLanguage(page, lng)
      await page.goto(`/admin/collections/blog-posts/${post.id}?locale=es`)
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${shots}/admin-post-${lng}-${size}.png` })
      await page.goto('/admin/collections/redirects')
      await page.waitForLoadState('networkidle')
      await page.screenshot({ path: `${shots}/admin-redirects-${lng}-${size}.png` })
      await page.goto(`/${lng}/legal`)
      await page.screenshot({ path: `${shots}/legal-${lng}-${size}.png` })
      await page
        .locator('footer')
        .last()
        .screenshot({ path: `${shots}/footer-${lng}-${size}.png` })
      await page.goto(`/${lng}/cookies`)
      await page.screenshot({ path: `${shots}/cookies-${lng}-${size}.png` })
    }
  }
})
