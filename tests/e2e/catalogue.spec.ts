import { mkdirSync } from 'node:fs'

import { expect, type Page, test } from './fixtures'

import { openFromList } from './editor-actions'
import { signIn } from './sign-in'

/** Screenshots for people to look at (SHOTS_DIR=/tmp/shots-catalogue): nothing is compared. */
const shotsDir = process.env.SHOTS_DIR
async function shot(page: Page, name: string) {
  if (!shotsDir) return
  mkdirSync(shotsDir, { recursive: true })
  // Lazy images load as they come into view: scroll through the page first.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 600) {
      window.scrollTo(0, y)
      await new Promise((r) => setTimeout(r, 60))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForLoadState('networkidle')
  await page.screenshot({ path: `${shotsDir}/${name}.png`, fullPage: true })
}

test('an editor adds a 2027 course session in the admin, publishes, and both languages show it', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page)
  await page.goto('/admin/collections/courses')
  await openFromList(page, page.getByRole('link', { name: 'Coaching for Educators' }).first(), /\/courses\/\d+$/)
  await expect(page.locator('#field-title')).toHaveValue('Coaching for Educators')

  const sessions = page.locator('#field-sessions')
  // The edit view can take a while to render on a busy machine.
  await expect(page.locator('#field-sessions__0__start input')).toBeVisible({ timeout: 30_000 })
  const rowsBefore = await sessions.locator('.array-field__row').count()
  expect(rowsBefore).toBe(3)
  await sessions.getByRole('button', { name: 'Add Session' }).click()
  const row = rowsBefore
  const start = page.locator(`#field-sessions__${row}__start input`)
  const end = page.locator(`#field-sessions__${row}__end input`)
  await start.fill('6 Dec 2027')
  await start.press('Escape')
  await end.fill('10 Dec 2027')
  await end.press('Escape')
  await page.locator(`#field-sessions__${row}__note`).fill('Online')
  await shot(page, 'admin-course-edit')

  await page.getByRole('button', { name: 'Publish changes' }).click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()

  // The calendar in both languages, re-rendered on publication.
  // English ranges carry thin spaces around the dash (ICU's en-GB pattern).
  const december = /6\s–\s10 December 2027/
  const visitor = await page.context().browser()!.newContext()
  const site = await visitor.newPage()
  await expect(async () => {
    await site.goto('/en/courses')
    await expect(site.locator('#calendar tr', { hasText: december })).toContainText('Coaching for Educators')
  }).toPass({ timeout: 15_000 })
  await expect(site.locator('#calendar tr', { hasText: december })).toContainText('Online')
  await site.goto('/es/courses')
  await expect(site.locator('#calendar tr', { hasText: '6–10 de diciembre de 2027' })).toContainText(
    'Coaching para docentes',
  )
  await visitor.close()
})

test('a session ending before it starts is refused in the admin with the field named', async ({ page }) => {
  // Publish is retried while an autosave is under way (below): on a slow machine that alone can take 20 s.
  test.setTimeout(90_000)
  await signIn(page)
  await page.goto('/admin/collections/courses')
  await openFromList(page, page.getByRole('link', { name: 'English for Educators' }).first(), /\/courses\/\d+$/)
  const sessions = page.locator('#field-sessions')
  // The edit view can take a while to render on a busy machine.
  await expect(page.locator('#field-sessions__0__start input')).toBeVisible({ timeout: 30_000 })
  const row = await sessions.locator('.array-field__row').count()
  expect(row).toBe(3)
  await sessions.getByRole('button', { name: 'Add Session' }).click()
  await page.locator(`#field-sessions__${row}__start input`).fill('17 Dec 2027')
  await page.locator(`#field-sessions__${row}__start input`).press('Escape')
  await page.locator(`#field-sessions__${row}__end input`).fill('13 Dec 2027')
  await page.locator(`#field-sessions__${row}__end input`).press('Escape')
  // Autosave tries the draft first (refused too, with a notice); Publish then shows the message under the field.
  // A click while an autosave is under way is ignored by the admin, hence the retries.
  await expect(async () => {
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText('The end date is before the start date.').first()).toBeVisible({ timeout: 5000 })
  }).toPass({ timeout: 60_000 })
  await shot(page, 'admin-course-error')
  // The refused end was not stored, draft or published, and nothing reached the site. (An autosave may have kept
  // the new row while it was incomplete, between Add Session and the end date, empty or with its start only: a
  // draft may be incomplete, never inconsistent.)
  const id = page.url().split('/').pop()!.split('?')[0]
  // Read by the signed-in browser itself (strangers get nothing from /api/cms).
  const read = (draft: boolean) =>
    page.evaluate(
      async (path) => (await fetch(path, { credentials: 'same-origin' })).json(),
      `/api/cms/courses/${id}?draft=${draft}&depth=0`,
    )
  const [draft, published] = [await read(true), await read(false)]
  expect(JSON.stringify(draft.sessions)).not.toMatch(/2027-12-13/)
  expect(published.sessions).toHaveLength(row)
  expect(await (await page.request.get('/en/courses')).text()).not.toContain('2027-12-17')
})

for (const [name, viewport] of [
  ['desktop', { width: 1440, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`the catalogue pages render (${name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport })
    await context.addInitScript(() => localStorage.setItem('newsletter-popup-seen', 'true'))
    const page = await context.newPage()
    for (const path of ['/en/courses', '/es/courses', '/es/erasmus', '/en/school-trips']) {
      const res = await page.goto(path)
      expect(res?.status()).toBe(200)
      await page.waitForLoadState('networkidle')
      if (path.endsWith('courses')) await expect(page.locator('#calendar tbody tr').first()).toBeVisible()
      if (path.endsWith('school-trips')) {
        const camino = page.locator('article', {
          has: page.getByRole('heading', { name: 'Camino de Santiago', exact: true }),
        })
        await camino.scrollIntoViewIfNeeded()
        // The destination's illustration (no upload): loaded, not a broken image.
        const image = camino.locator('img')
        await expect(image).toHaveAttribute('src', /camino\.svg/)
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
          .toBeGreaterThan(0)
      }
      if (path.endsWith('erasmus'))
        await expect(page.getByText('Santiago de Compostela', { exact: true })).toBeVisible()
      await shot(page, `${path.slice(1).replace('/', '-')}-${name}`)
    }
    await context.close()
  })
}
