/**
 * A visitor going round the public site (docs/product.md › Routes): every public route in both languages (its
 * language, one heading, canonical and alternate links, no message id instead of its text, the Spanish register as
 * usted, headings in order), the EN/ES toggle and a /es/ address choosing the visitor's language, the not-found
 * screens, old tracking links, and the scroll to the top of the page on a route change.
 */
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from './fixtures'
import { about as aboutPage } from '@/seed/data/pages/about'

import { informalWords } from '../helpers/spanish-register'
import { catalog, newsletterPopupOnlyInItsOwnTests } from './public-pages'

newsletterPopupOnlyInItsOwnTests()

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
