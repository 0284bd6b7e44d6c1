import { expect, type Page, test } from './fixtures'

import { openFromList, publish, visitorSees } from './editor-actions'
import { adminLanguage, signIn } from './sign-in'

/**
 * A blog post's versions through the admin's screens: an editor duplicates a post, publishes the copy, publishes a
 * change, restores the earlier version from the Versions tab, and visitors read each state. The Versions tab names
 * who saved each version and writes its time on Madrid's clock, whatever the zone of the editor's computer (this
 * browser is in New York), as the compare view and the Restore dialog do. The screens are opened in English (?locale=en) unless a step says otherwise.
 */
test.use({ timezoneId: 'America/New_York' })

const shots = process.env.SHOTS_DIR

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true })
}

/** Every way `language`'s short form (Payload's "PP, p") writes a minute between two instants, on Madrid's clock. */
function madridTimes(language: 'en' | 'es', from: number, to: number): string[] {
  const format = new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-US', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: language === 'es' ? '2-digit' : 'numeric',
    minute: '2-digit',
    timeZone: 'Europe/Madrid',
  })
  const shown = new Set<string>()
  for (let at = from - 60_000; at <= to + 60_000; at += 30_000) shown.add(spaced(format.format(new Date(at))))
  return [...shown]
}

/** Intl writes a narrow no-break space before "AM"; date-fns a plain one. */
const spaced = (text: string) => text.replace(/\s+/g, ' ').trim()

test('an editor duplicates a post, publishes the copy, then restores an earlier version from Versions', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await signIn(page)
  const run = String(Date.now()).slice(-7)
  const first = `Learning abroad ${run}`
  const second = `Learning abroad, revised ${run}`

  await page.goto('/admin/collections/blog-posts?search=Educational%20Travel&locale=en')
  const post = page.getByRole('link', { name: 'How Educational Travel Builds Skills for Your Future Career' })
  await openFromList(page, post.first(), /\/blog-posts\/\d+$/)
  await expect(page.locator('#field-title')).toHaveValue(/How Educational Travel/, { timeout: 30_000 })
  const original = page.url().split('?')[0]!

  // Duplicate: a new draft of its own, which the editor retitles and publishes.
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-duplicate').click()
  await page.waitForURL((url) => /\/blog-posts\/\d+/.test(url.pathname) && !original.endsWith(url.pathname), {
    timeout: 30_000,
  })
  const copy = page.url().split('?')[0]!
  await expect(page.locator('#field-title')).toHaveValue(/How Educational Travel/, { timeout: 30_000 })
  await page.locator('#field-title').fill(first)
  await publish(page)
  const slug = await page.locator('#field-slug').inputValue()
  expect(slug, 'the copy has an address of its own').not.toBe('travel-education-career-growth')
  await visitorSees(page, `/en/blog/${slug}`, first, { heading: true })

  // A change, published.
  const beforeChange = Date.now()
  await page.locator('#field-title').fill(second)
  await publish(page)
  const afterChange = Date.now()
  const slugNow = await page.locator('#field-slug').inputValue()
  await visitorSees(page, `/en/blog/${slugNow}`, second, { heading: true })

  // Versions: the newest first, its time on Madrid's clock and who saved it.
  await page.goto(`${copy}/versions?locale=en`)
  const table = page.locator('main.versions table')
  await expect(table.locator('thead')).toContainText('Saved by')
  await expect(table.getByRole('button', { name: 'Sort by Updated At Ascending' })).toBeVisible()
  const newest = table.locator('tbody tr').first()
  await expect(newest).toContainText(/Currently published/i)
  await expect(newest).toContainText('Admin')
  const shownTime = spaced(await newest.locator('td').first().innerText())
  expect(madridTimes('en', beforeChange, afterChange), 'the newest version at a Madrid time').toContain(shownTime)
  await shot(page, 'post-versions-en')

  // The same tab with the admin in Spanish.
  await adminLanguage(page, 'es')
  await page.reload()
  await expect(table.locator('thead')).toContainText('Guardada por')
  await expect(newest).toContainText('Admin')
  const shownEs = spaced(await newest.locator('td').first().innerText())
  expect(madridTimes('es', beforeChange, afterChange), 'the newest version at a Madrid time, in Spanish').toContain(
    shownEs,
  )
  await shot(page, 'post-versions-es')
  await adminLanguage(page, 'en')

  // Restore the version published before: the site shows the earlier title again. The compare view's breadcrumb
  // and the Restore dialog name it at the time the list does (the server writes them: on a UTC host they were an
  // hour or two off).
  await page.goto(`${copy}/versions?locale=en`)
  const earlier = table.locator('tbody tr', { hasText: 'Previously published' }).first()
  const listed = spaced(await earlier.locator('td').first().innerText())
  await openFromList(page, earlier.locator('a').first(), /\/versions\/[^/]+$/)
  await expect(page.locator('.step-nav')).toContainText(listed)
  await page.getByRole('button', { name: 'Restore this version' }).click()
  await expect(page.locator('.confirmation-modal')).toContainText(listed)
  await shot(page, 'post-versions-restore-dialog')
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(/Restored/i).first()).toBeVisible({ timeout: 15_000 })
  await page.waitForURL((url) => url.href.split('?')[0] === copy)
  await expect(page.locator('#field-title')).toHaveValue(first, { timeout: 30_000 })
  await visitorSees(page, `/en/blog/${slug}`, first, { heading: true })

  // The original post is untouched.
  await visitorSees(
    page,
    '/en/blog/travel-education-career-growth',
    'How Educational Travel Builds Skills for Your Future Career',
    { heading: true },
  )
})

test('the Versions tab of a page, a course and a destination names who saved each version', async ({ page }) => {
  test.setTimeout(120_000)
  await signIn(page)
  const run = String(Date.now()).slice(-7)
  await page.goto('/admin/globals/page-about?locale=en')
  const title = page.locator('#field-hero__title')
  await expect(title).toHaveValue(/About/, { timeout: 30_000 })
  await title.fill(`About us ${run}`)
  const before = Date.now()
  await publish(page)
  const after = Date.now()
  await page.goto('/admin/globals/page-about/versions?locale=en')
  const newest = page.locator('main.versions table tbody tr').first()
  await expect(newest).toContainText('Admin')
  expect(madridTimes('en', before, after)).toContain(spaced(await newest.locator('td').first().innerText()))

  for (const [list, name] of [
    ['courses', 'English for Educators'],
    ['destinations', 'Granada'],
  ] as const) {
    await page.goto(`/admin/collections/${list}?locale=en`)
    await openFromList(page, page.getByRole('link', { name, exact: true }).first(), new RegExp(`/${list}/\\d+$`))
    await page.goto(`${page.url().split('?')[0]}/versions?locale=en`)
    await expect(page.locator('main.versions table thead')).toContainText('Saved by')
    await expect(page.locator('main.versions table tbody tr').first()).toBeVisible()
  }
})
