import { expect, type Page, test } from './fixtures'

import { signIn } from './sign-in'

/** Two published destinations of the test's own, made through Payload's REST API as the signed-in admin. */
async function destinations(page: Page, run: string) {
  const headers = { Origin: new URL(page.url()).origin, 'Sec-Fetch-Site': 'same-origin' }
  const ids: number[] = []
  for (const n of [1, 2]) {
    const res = await page.request.post('/api/cms/destinations?locale=en', {
      headers,
      data: {
        code: `bin-${run}-${n}`,
        city: `Bin ${run} ${n}`,
        country: 'Spain',
        showOn: ['school-trips'],
        _status: 'published',
      },
    })
    expect(res.status(), await res.text()).toBe(201)
    ids.push((await res.json()).doc.id)
  }
  return ids
}

test('staff move destinations to the trash and restore them, several at once and one from its page', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signIn(page)
  const run = String(Date.now()).slice(-7)
  const [first, second] = await destinations(page, run)
  const list = `/admin/collections/destinations?search=${encodeURIComponent(`Bin ${run}`)}`

  await page.goto(list)
  await page.locator('table tbody tr input[type="checkbox"]').first().waitFor()
  for (const row of await page.locator('table tbody tr').all()) await row.locator('input[type="checkbox"]').check()
  await page
    .getByRole('button', { name: /^Delete/ })
    .first()
    .click()
  await expect(page.getByText('You are about to move 2 Destinations to the trash')).toBeVisible()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('2 Destinations moved to trash.')).toBeVisible()

  // Restore the first from the Trash list (bulk), the second from its own page.
  await page.goto(`/admin/collections/destinations/trash?search=${encodeURIComponent(`Bin ${run} 1`)}`)
  await page.locator('table tbody tr input[type="checkbox"]').first().check()
  await page
    .getByRole('button', { name: /^Restore/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText('Restored 1 Destination successfully.')).toBeVisible({ timeout: 15_000 })

  await page.goto(`/admin/collections/destinations/trash/${second}`)
  await page
    .getByRole('button', { name: /^Restore$/ })
    .first()
    .click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  // Restored from its page, the editor lands on the destination's edit screen (its notice may be queued behind the
  // previous one, and gone before it could be read).
  await page.waitForURL(new RegExp(`/admin/collections/destinations/${second}$`), { timeout: 15_000 })

  // Both are back in the list, none left in the trash.
  for (const id of [first, second]) {
    const doc = await (await page.request.get(`/api/cms/destinations/${id}?depth=0`)).json()
    expect(doc.deletedAt ?? null, `destination ${id}`).toBeNull()
  }
})
