/**
 * The public site's cached pages and images (docs/editing.md › Drafts and publishing, › What you can change): an
 * editor's change shows on the next request of a cached article and the cached API list, the home cards show a
 * placeholder until their images have loaded, and an uploaded image falls back to its original file when the
 * resized copy fails.
 */
import { expect, test } from './fixtures'
import sharp from 'sharp'
import { home } from '@/seed/data/pages/home'

import { newsletterPopupOnlyInItsOwnTests } from './public-pages'

newsletterPopupOnlyInItsOwnTests()

test('a cached article shows an editor’s change on the next request', async ({ page, request }) => {
  const slug = 'phone-safety-erasmus-trips-madrid'
  await page.goto(`/en/blog/${slug}`) // rendered and cached
  const { id, title } = await (await request.get(`/api/blog/${slug}`)).json()
  const titles = async () =>
    ((await (await request.get('/api/blog')).json()) as Array<{ title: string }>).map((p) => p.title)
  expect(await titles()).toContain(title) // the API list is cached now too
  const login = await request.post('/api/cms/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  const { token } = await login.json()
  const changed = `${title} (updated)`
  const res = await request.patch(`/api/cms/blog-posts/${id}?locale=en`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title: changed },
  })
  expect(res.ok()).toBe(true)
  await page.goto(`/en/blog/${slug}`)
  await expect(page.locator('h1')).toHaveText(changed)
  await page.goto('/en/blog')
  await expect(page.getByRole('link', { name: changed }).first()).toBeVisible()
  expect(await titles()).toContain(changed)
})

test('the home cards show a pulsing placeholder until their images have loaded', async ({ page }) => {
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/images/home/erasmus.svg', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/en', { waitUntil: 'domcontentloaded' }) // 'load' would wait for the held image
  const card = (title: string) =>
    page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) })
  const schoolTrips = card(home.en.hero.schoolTrips.title)
  const erasmus = card(home.en.hero.erasmus.title)
  // The server renders both placeholders; the school-trips one goes once the page has hydrated and seen its image.
  await expect(schoolTrips.locator('[data-image-placeholder]')).toHaveCount(0)
  await expect(erasmus.locator('[data-image-placeholder]')).toHaveCount(1)
  await expect(erasmus.locator('[data-image-placeholder]')).toHaveClass(/animate-pulse/)
  release()
  await expect(erasmus.locator('[data-image-placeholder]')).toHaveCount(0)
  expect(await erasmus.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
})

test('an uploaded image falls back to its original file when the resized copy fails', async ({ page, request }) => {
  const login = await request.post('/api/cms/users/login', {
    data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
  })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#1f5fbf' } })
    .png()
    .toBuffer()
  const upload = await request.post('/api/cms/media', {
    headers,
    multipart: {
      file: { name: 'fallback-test.png', mimeType: 'image/png', buffer: photo },
      _payload: JSON.stringify({ alt: 'A test photo' }),
    },
  })
  expect(upload.ok()).toBe(true)
  const slug = 'importance-early-planning-erasmus'
  const { id } = await (await request.get(`/api/blog/${slug}`)).json()
  expect(
    (await request.patch(`/api/cms/blog-posts/${id}`, { headers, data: { image: (await upload.json()).doc.id } })).ok(),
  ).toBe(true)

  const hero = page.locator('main img[fetchpriority="high"]')
  const shown = () =>
    hero.evaluate((img: HTMLImageElement) => (img.complete && img.naturalWidth > 0 ? img.currentSrc : ''))
  await page.goto(`/en/blog/${slug}`)
  await expect.poll(shown).toContain('/_next/image?url=')

  await page.route('**/_next/image**', (route) => route.abort())
  await page.goto(`/en/blog/${slug}`)
  await expect.poll(shown).toMatch(/\/api\/cms\/media\/file\/fallback-test[^/]*\.png$/)
})
