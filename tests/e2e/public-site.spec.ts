import { readFileSync } from 'node:fs'

import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from './fixtures'
import pg from 'pg'
import sharp from 'sharp'
import { about as aboutPage } from '@/seed/data/pages/about'
import { home } from '@/seed/data/pages/home'

import { informalWords } from '../helpers/spanish-register'

// The popup would cover the page after 5 s; only its own test lets it appear.
test.beforeEach(async ({ page }, info) => {
  if (!info.title.includes('popup'))
    await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', 'true'))
})

const catalog: Record<string, string> = JSON.parse(readFileSync('i18n/en.json', 'utf8'))

const routes = [
  '/',
  '/about',
  '/school-trips',
  '/erasmus',
  '/courses',
  '/travel-insurance',
  '/cultural-excursions',
  '/blog',
  '/blog/erasmus-ka1-mobility-programs',
  '/contact',
  '/legal',
  '/privacy',
  '/cookies',
]

test.describe('every public route, in both languages', () => {
  for (const lang of ['en', 'es']) {
    for (const route of routes) {
      test(`${lang}${route}`, async ({ page }) => {
        const res = await page.goto(`/${lang}${route === '/' ? '' : route}`)
        expect(res?.status()).toBe(200)
        await expect(page.locator('html')).toHaveAttribute('lang', lang)
        await expect(page.locator('h1')).toHaveCount(1)
        await expect(page.locator('h1')).not.toBeEmpty()
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/${lang}`))
        await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveCount(1)
        // No message id shows instead of its text, hidden parts (menu, popup) included: a client component
        // only gets the texts its page passes it (src/platform/i18n/client-texts.ts), and a missing one shows its id.
        const text = await page.evaluate(() => {
          const body = document.body.cloneNode(true) as HTMLElement
          body.querySelectorAll('script, template').forEach((node) => node.remove())
          return body.textContent ?? ''
        })
        expect(Object.keys(catalog).filter((id) => text.includes(id))).toEqual([])
        // The Spanish pages address the visitor as usted, in the interface texts and the seeded content alike
        // (README › Language and register). Each text node apart, so words of neighbouring elements never join.
        if (lang === 'es') {
          const texts = await page.evaluate(() => {
            const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
            const found: string[] = []
            for (let node = walker.nextNode(); node; node = walker.nextNode())
              if (!node.parentElement?.closest('script, template, style')) found.push(node.textContent ?? '')
            return found
          })
          expect(texts.flatMap(informalWords)).toEqual([])
        }
        // Headings never skip a level (screen-reader users navigate by them; Lighthouse counts it).
        const headings = await new AxeBuilder({ page }).withRules(['heading-order']).analyze()
        expect(headings.violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([])
      })
    }
  }
})

test('the EN/ES toggle switches at once and is remembered', async ({ page, context }) => {
  await page.goto('/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await page.getByRole('button', { name: 'es', exact: true }).first().click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.getByRole('link', { name: 'Nosotros' }).first()).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')
  expect((await context.cookies()).find((c) => c.name === 'language')?.value).toBe('es')
  await page.goto('/blog')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(page.locator('h2', { hasText: 'Artículos destacados' })).toBeVisible()
})

test('opening a /es/ URL makes Spanish the visitor language for the unprefixed routes', async ({ page, context }) => {
  await page.goto('/es/about')
  await expect.poll(async () => (await context.cookies()).find((c) => c.name === 'language')?.value).toBe('es')
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('es')
  await page.goto('/contact')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
})

test('an unknown path is a 404 with the not-found screen', async ({ page }) => {
  const res = await page.goto('/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('404 Page Not Found')
  await expect(page).toHaveTitle('404 Page Not Found') // the browser tab and screen readers name the page
  await expect(page.getByText(/^No page answers \S*no-such-page\. /)).toBeVisible() // a message with an argument
  const article = await page.goto('/blog/no-such-article')
  expect(article?.status()).toBe(404)
  await expect(page.locator('h1')).toHaveText('Article Not Found')
  await expect(page).toHaveTitle('Article Not Found')
  await page.goto('/es/blog/no-such-article')
  await expect(page).toHaveTitle('Artículo no encontrado')
  await page.goto('/en/blog/no-such-article')
  await page.getByRole('link', { name: 'Back to Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
})

test('notices load on first use, one at a time, and still show after switching language', async ({ page }) => {
  await page.goto('/en/about')
  const footer = page.locator('footer')
  const notices = page.getByRole('region', { name: /^Notifications/ })
  await page.waitForLoadState('networkidle')
  await expect(notices).toHaveCount(0) // sonner's toaster is loaded with the first notice
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(notices.getByText('Please enter your email address')).toBeVisible()
  await footer.getByRole('button', { name: 'Subscribe' }).click()
  await expect(notices.locator('[data-sonner-toast]')).toHaveCount(2)
  await expect(notices.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1)

  await page.getByRole('button', { name: 'es', exact: true }).first().click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await footer.getByRole('button', { name: 'Suscribirme' }).click()
  await expect(notices.getByText('Introduzca su dirección de correo electrónico')).toBeVisible()
})

test('old tracking links show the redirect screen and land on home, with or without JavaScript', async ({
  page,
  browser,
}) => {
  await page.goto('/so/spring-campaign')
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 10_000 })
  await expect(page.locator('h1')).toContainText('Educational journeys')

  const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: page.url() })
  try {
    const plain = await noScript.newPage()
    await plain.goto('/so/spring-campaign')
    await expect(plain.getByRole('status')).toContainText('Redirecting')
    await expect(plain).toHaveURL(/127\.0\.0\.1:\d+\/$/, { timeout: 10_000 })
    await expect(plain.locator('h1')).toContainText('Educational journeys')
  } finally {
    await noScript.close()
  }
})

test('the school enquiry form validates and a sent enquiry is stored', async ({ page }) => {
  await page.goto('/contact')
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'School groups and educational trips' }) })
  await expect(form.getByRole('button', { name: 'Send message' })).toBeDisabled()
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(form.getByText('Name must be at least 2 characters', { exact: true })).toBeVisible()
  await expect(form.getByText('Please enter a valid email address', { exact: true })).toBeVisible()
  await expect(form.getByText('School name must be at least 2 characters', { exact: true })).toBeVisible()
  await expect(form.getByText('Please select a destination', { exact: true })).toBeVisible()
  await expect(form.getByText('Message must be at least 10 characters', { exact: true })).toBeVisible()

  const email = `e2e.${Date.now()}@colegio.es`
  await form.getByLabel('Your name').fill('Marta Ruiz')
  await form.getByLabel('Email address').fill(email)
  await form.getByLabel('School name').fill('Colegio Las Rozas')
  await form.getByLabel('Destination').selectOption('porto')
  await form.getByLabel('Message').fill('Five days in Porto for 30 students in May.')
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Message Sent!')).toBeVisible()
  await expect(form.getByLabel('Your name')).toHaveValue('')
  await expect(form.getByRole('checkbox')).not.toBeChecked()

  const db = new pg.Client({ connectionString: process.env.E2E_DATABASE_URI })
  await db.connect()
  const { rows } = await db.query(
    'SELECT name, organization, destination, contact_type FROM contacts WHERE email = $1',
    [email],
  )
  await db.end()
  expect(rows).toEqual([
    { name: 'Marta Ruiz', organization: 'Colegio Las Rozas', destination: 'porto', contact_type: 'school' },
  ])
})

test('the newsletter popup appears after 5 seconds and is not shown again once closed', async ({ page }) => {
  await page.clock.install()
  await page.goto('/about')
  const dialog = page.getByRole('dialog')
  await page.locator('dialog[data-armed]').waitFor({ state: 'attached' })
  await expect(dialog).toBeHidden()
  await page.clock.fastForward(4000)
  await expect(dialog).toBeHidden()
  await page.clock.fastForward(1500)
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeDisabled()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  // The dialog's close event (which records the choice) is dispatched as a task after it hides.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('newsletter-popup-seen'))).toBe('true')
  await page.reload()
  // Hydrated: the popup is mounted (and would arm itself if it were still to be shown).
  await page.locator('dialog').waitFor({ state: 'attached' })
  await page.clock.fastForward(10_000)
  await expect(dialog).toBeHidden()
})

test('the newsletter popup never opens over a form being filled in, nor takes its focus', async ({ page }) => {
  await page.clock.install()
  await page.goto('/en/contact')
  await page.locator('dialog[data-armed]').waitFor({ state: 'attached' })
  const name = page.locator('form input:not([type="checkbox"]):not([type="hidden"])').first()
  await name.click()
  await name.pressSequentially('Ana')
  await page.clock.fastForward(6000)
  await expect(page.getByRole('dialog')).toBeHidden()
  await expect(name).toBeFocused()
  await expect(name).toHaveValue('Ana')
})

test('a page ending with the newsletter band has no second sign-up form in its footer', async ({ page }) => {
  for (const path of ['/en', '/en/blog', '/es']) {
    await page.goto(path)
    await expect(page.locator('[data-newsletter-section]'), path).toBeVisible()
    await expect(page.locator('[data-footer-newsletter]'), path).toBeHidden()
  }
  await page.goto('/en/about')
  await expect(page.locator('[data-footer-newsletter]')).toBeVisible()
})

test('a notice from the newsletter popup shows inside it, above its backdrop', async ({ page }) => {
  await page.clock.install()
  await page.goto('/en/about')
  await page.locator('dialog[data-armed]').waitFor({ state: 'attached' })
  await page.clock.fastForward(5500)
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('checkbox').check()
  await dialog.getByRole('button', { name: catalog['newsletter.submit'] }).click()
  const notice = dialog.locator('[data-sonner-toast]')
  await expect(notice).toContainText(catalog['newsletter.emailRequired.title'])
  // What the pointer reaches there is the notice, not the backdrop (everything outside a modal dialog is under it).
  const box = (await notice.boundingBox())!
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x, y)?.closest('[data-sonner-toast]') !== null,
    [box.x + box.width / 2, box.y + box.height / 2],
  )
  expect(hit).toBe(true)
  await expect(dialog).toBeVisible() // nothing was sent: the popup stays open
})

test('the side menu works on a phone @phone', async ({ page }) => {
  await page.goto('/')
  const menuButton = page.getByRole('button', { name: 'Open menu' })
  await menuButton.click()
  const menu = page.locator('#side-menu')
  await expect(menu).toBeVisible()
  // A modal: focus moves in, Tab reaches nothing else on the page (past the last link it may go to the browser,
  // as from a modal <dialog>), Escape closes it and focus goes back to the menu button.
  await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused()
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab')
    const focus = await page.evaluate(() =>
      document.getElementById('side-menu')?.contains(document.activeElement)
        ? 'menu'
        : document.activeElement === document.body
          ? 'none'
          : document.activeElement?.outerHTML.slice(0, 80),
    )
    expect(['menu', 'none']).toContain(focus)
  }
  const height = (await menu.getByRole('link', { name: 'Blog' }).boundingBox())!.height
  expect(height).toBeGreaterThanOrEqual(44) // a comfortable touch target
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(menuButton).toBeFocused()
  await menuButton.click()
  await menu.getByRole('link', { name: 'Erasmus+' }).click()
  await expect(page).toHaveURL(/\/erasmus$/)
  await expect(page.locator('h1')).toBeVisible()
})

test.describe('accessibility (axe): no serious or critical violations', () => {
  for (const route of [
    '/',
    '/blog',
    '/blog/erasmus-ka1-mobility-programs',
    '/contact',
    '/es/school-trips',
    '/es/privacy',
    '/es/plan-a-trip?destination=madrid',
  ]) {
    test(route, async ({ page }) => {
      await page.goto(route)
      const results = await new AxeBuilder({ page }).analyze()
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      expect(
        serious.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(', ')}`,
        ),
      ).toEqual([])
    })
  }
})

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

test.describe('a route change goes back to the top of the page', () => {
  /** Scrolls /en/about to its end, follows the footer's Blog link and returns the positions the page scrolled through. */
  async function scrollPositionsOnNavigation(page: Page) {
    await page.goto('/en/about')
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }))
    const start = await page.evaluate(() => window.scrollY)
    expect(start).toBeGreaterThan(1000)
    await page.evaluate(() => {
      const seen: number[] = ((window as unknown as { seen: number[] }).seen = [])
      addEventListener('scroll', () => seen.push(window.scrollY))
    })
    await page.locator('footer').getByRole('link', { name: catalog['nav.blog'], exact: true }).click()
    await page.waitForURL(/\/blog$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen)
    return { start, seen }
  }

  test('smoothly: the page passes through the positions in between', async ({ page }) => {
    const { start, seen } = await scrollPositionsOnNavigation(page)
    expect(seen.filter((y) => y > 0 && y < start).length).toBeGreaterThan(0)
  })

  test('from the top of a page too: the new page opens at its top, not part-way down', async ({ page }) => {
    for (const [from, link] of [
      ['/en/about', 'nav.schoolTrips'],
      ['/en/courses', 'nav.blog'],
      ['/en/blog', 'nav.home'],
    ]) {
      await page.goto(from)
      const before = (await page.locator('h1').textContent()) ?? ''
      await page.locator('header').getByRole('link', { name: catalog[link], exact: true }).first().click()
      await expect(page.locator('h1')).not.toHaveText(before)
      await page.waitForTimeout(1200) // a smooth scroll to somewhere else would have got there by now
      expect({ from, link, y: await page.evaluate(() => window.scrollY) }).toEqual({ from, link, y: 0 })
    }
  })

  test('but not when the visitor switches language: they stay where they were reading', async ({ page }) => {
    await page.goto('/en/about')
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
    await page.getByRole('button', { name: 'es', exact: true }).first().click()
    await page.waitForURL(/\/es\/about$/)
    await expect(page.locator('h1')).toHaveText(aboutPage.es.hero.title)
    await page.waitForTimeout(1000) // a scroll to the top would have begun by now
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(600)
  })

  test('at once for visitors who ask for less motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const { seen } = await scrollPositionsOnNavigation(page)
    expect(seen).toEqual([0])
  })
})
