/**
 * The "admin" part: the staff screens at the agency's real size (10,000 enquiries, 5,000 subscribers, 50,000
 * schools, made with SQL) in a database and app of its own, opened in Debian's Chromium (playwright-core): the time
 * from navigation until each screen shows its data. Campaign Creator on its first open, Dashboard and Email
 * Marketing warm (opened once before). Targets: Dashboard and Email Marketing ≤ 1 s, Campaign Creator ≤ 2 s.
 */
import { chromium, type Page } from 'playwright-core'

import { startAppServer, TEST_ADMIN } from '../tests/helpers/app-server'
import { chromiumPath } from '../tests/helpers/chromium'
import { createTestDatabase } from '../tests/helpers/test-database'
import { type Print, seconds } from './common'
import { seedVolume } from './seed-volume'
import { mib, rssSampler } from './server-stats'

/** Each screen and what shows that its data is there (a figure or a row read from the database). */
const screens = {
  dashboard: { path: '/admin', ready: 'table[aria-label="Contact Submissions"] tbody tr', target: 1000 },
  emailMarketing: { path: '/admin/email-marketing', ready: '[role="tablist"] [role="tab"] >> nth=1', target: 1000 },
  campaignCreator: { path: '/admin/campaign-creator', ready: '.campaign-creator__row input', target: 2000 },
} as const

async function timeScreen(page: Page, baseUrl: string, screen: (typeof screens)[keyof typeof screens]) {
  const started = performance.now()
  await page.goto(`${baseUrl}${screen.path}`, { waitUntil: 'commit' })
  await page.locator(screen.ready).first().waitFor({ state: 'visible', timeout: 60_000 })
  return performance.now() - started
}

export async function adminFigures(heapFlags: string, print: Print): Promise<void> {
  const volume = { schools: 50_000, subscribers: 5_000, enquiries: 10_000, campaigns: 20 }
  const db = await createTestDatabase()
  const server = await startAppServer(
    db.uri,
    Number(process.env.BENCH_ADMIN_PORT || 3153),
    { NODE_OPTIONS: heapFlags },
    { setUp: true },
  )
  const rss = rssSampler(server.pid)
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] })
  try {
    await seedVolume(db.uri, volume)
    print(
      `admin: ${volume.enquiries.toLocaleString('en')} enquiries, ${volume.subscribers.toLocaleString('en')} subscribers, ${volume.schools.toLocaleString('en')} schools`,
    )
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    await page.goto(`${server.url}/admin/login`)
    await page.fill('input[name="email"]', TEST_ADMIN.email)
    await page.fill('input[name="password"]', TEST_ADMIN.password)
    await page.click('button[type="submit"]')
    await page.waitForURL(/\/admin\/?$/, { timeout: 60_000 })
    rss.reset()
    const figures: Array<[string, number, number]> = []
    figures.push(['Campaign Creator, first open', await timeScreen(page, server.url, screens.campaignCreator), 2000])
    for (const [name, screen] of [
      ['Dashboard', screens.dashboard],
      ['Email Marketing', screens.emailMarketing],
    ] as const) {
      await timeScreen(page, server.url, screen)
      figures.push([`${name}, warm`, await timeScreen(page, server.url, screen), screen.target])
    }
    figures.push(['Campaign Creator, warm', await timeScreen(page, server.url, screens.campaignCreator), 2000])
    for (const [name, ms, target] of figures) {
      print(`admin ${name}: ${seconds(ms)} (target ≤ ${seconds(target)}: ${ms <= target ? 'met' : 'MISSED'})`)
    }
    print(`admin peak RSS while the screens opened: ${mib(rss.peak())}`)
  } catch (error) {
    print(`admin: server output (last 3,000 characters):\n${server.output().slice(-3000)}`)
    throw error
  } finally {
    await browser.close()
    rss.stop()
    await server.stop()
    await db.drop()
  }
}
