import { expect, type Page, test } from './fixtures'

import { viewDetails } from './editor-actions'
import { signIn } from './sign-in'

/**
 * The Content-Security-Policy and the other security headers hold on the public site and in the admin
 * without breaking either, and hostile names sent through the public form or a CSV upload render as
 * text in the admin screens, never as markup.
 */

/** Collects the browser's CSP violation reports for the page. */
function watchCspViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(message.text()))
      violations.push(message.text())
  })
  return violations
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('newsletter-popup-seen', 'true'))
})

test('every response carries the security headers', async ({ request }) => {
  for (const path of ['/en', '/es/blog', '/api/blog', '/admin/login', '/robots.txt']) {
    const res = await request.get(path)
    const headers = res.headers()
    expect(headers['content-security-policy'], path).toContain("frame-ancestors 'self'")
    expect(headers['content-security-policy'], path).toContain("object-src 'none'")
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['x-frame-options'], path).toBe('SAMEORIGIN')
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin')
  }
  // Only the admin may load Payload's code editor from its CDN.
  expect((await request.get('/en')).headers()['content-security-policy']).not.toContain('cdn.jsdelivr.net')
  expect((await request.get('/admin/login')).headers()['content-security-policy']).toContain('cdn.jsdelivr.net')
})

test('the public site works under its policy: pages hydrate and the forms submit', async ({ page }) => {
  const violations = watchCspViolations(page)
  for (const path of ['/en', '/es/blog', '/en/blog/erasmus-ka1-mobility-programs']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  await page.goto('/en/contact')
  await page.waitForLoadState('networkidle')
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'School groups and educational trips' }) })
  await form.getByLabel('Your name').fill('Csp Tester')
  await form.getByLabel('Email address').fill('csp.tester@colegio.es')
  await form.getByLabel('School name').fill('IES Política')
  await form.getByLabel('Destination').selectOption('porto')
  await form.getByLabel('Message').fill('Checking the forms work under the security policy.')
  await form.getByRole('checkbox').check()
  await form.getByRole('button', { name: 'Send message' }).click()
  await expect(page.getByText('Message Sent!')).toBeVisible()
  expect(violations).toEqual([])
})

test('the admin works under its policy, including Payload views and the code field', async ({ page }) => {
  // Four admin screens, each waited on until its network is idle: more than the default 30 s on a busy machine.
  test.setTimeout(90_000)
  const violations = watchCspViolations(page)
  // The login screen is one of the pages under the policy.
  await signIn(page, undefined, { fresh: true })
  for (const path of [
    '/admin/email-marketing',
    '/admin/campaign-creator',
    '/admin/collections/contacts',
    '/admin/collections/email-campaigns/create',
  ]) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('body')).not.toContainText('Application error')
  }
  // The last page has Payload's code field, which loads Monaco from the CDN the admin policy allows: a
  // blocked script would be reported here (whether the CDN itself is reachable does not matter).
  expect(violations).toEqual([])
})

test('hostile names render as text in the admin, never as markup', async ({ page, request }) => {
  const marker = Date.now()
  // Within the 100-character limit of a name.
  const hostile = `<img src=x onerror="window.__xss=1"><script>window.__xss=2</script>${marker}`
  const sent = await request.post('/api/contacts', {
    data: {
      name: hostile,
      email: `eve.${marker}@colegio.es`,
      organization: `<b>Org ${marker}</b>`,
      contactType: 'school',
      destination: 'porto',
      message: '<iframe src="javascript:alert(1)"></iframe> hello',
      privacyConsent: true,
    },
  })
  expect(sent.status()).toBe(201)
  await signIn(page)
  await page.goto('/admin')
  await page.waitForLoadState('networkidle')
  await expect(page.getByText(hostile).first()).toBeVisible()
  await viewDetails(page, hostile)
  await expect(page.getByText('<iframe src="javascript:alert(1)"></iframe> hello')).toBeVisible()

  const subscribers = `email,name,school\nmallory.${marker}@x.es,"<svg onload=""window.__xss=${marker}"">Mallory ${marker}","<script>window.__xss=1</script>"\n`
  await page
    .getByLabel('Choose a CSV file of newsletter subscribers')
    .setInputFiles({ name: 'subscribers.csv', mimeType: 'text/csv', buffer: Buffer.from(subscribers) })
  await expect(page.getByText('CSV Upload Successful')).toBeVisible()
  await expect(page.getByText(`<svg onload="window.__xss=${marker}">Mallory ${marker}`)).toBeVisible()

  await page.goto('/admin/email-marketing')
  await page.waitForLoadState('networkidle')
  const schools = `name,email,country\n"<img src=x onerror=""window.__xss=${marker}"">School ${marker}",school.${marker}@x.es,<b>Spain</b>\n`
  await page
    .getByLabel(/Choose a CSV file/)
    .setInputFiles({ name: 'schools.csv', mimeType: 'text/csv', buffer: Buffer.from(schools) })
  await expect(page.getByText('Added 1 schools to your database.')).toBeVisible()
  await page.getByRole('tab', { name: /Schools/ }).click()
  await expect(page.getByText(`<img src=x onerror="window.__xss=${marker}">School ${marker}`)).toBeVisible()

  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined()
  expect(await page.locator(`img[onerror*="${marker}"], svg[onload*="${marker}"]`).count()).toBe(0)
})

test('the policy blocks a script from another origin, and the watcher above sees it', async ({ page }) => {
  const violations = watchCspViolations(page)
  await page.goto('/en')
  const blocked = await page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true })
        const script = document.createElement('script')
        script.src = 'https://evil.example/steal.js'
        document.body.append(script)
      }),
  )
  expect(blocked).toMatch(/script-src/)
  await expect.poll(() => violations.length).toBeGreaterThan(0)
})
