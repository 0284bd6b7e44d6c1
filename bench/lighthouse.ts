/**
 * npm run bench: Lighthouse (mobile) and first-load JavaScript of the public pages, in both languages,
 * against the production build (run `npm run build` first) serving a fresh PostgreSQL database.
 * Prints one line per figure. Targets (issue 4): performance ≥ 95, accessibility/best practices/SEO ≥ 95,
 * first-load JS on home ≤ 150 KB gzip.
 */
import os from 'node:os'
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { startAppServer } from '../tests/helpers/app-server'
import { createTestDatabase } from '../tests/helpers/test-database'

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync']
const ROUTES = ['/', '/blog', '/blog/erasmus-ka1-mobility-programs', '/contact']

async function firstLoadJsGzipBytes(url: string): Promise<number> {
  const html = await (await fetch(url)).text()
  // Scripts the page loads at start; `nomodule` polyfills are skipped by every modern browser.
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]))
  const scripts = [...new Set(tags.map((m) => m[1]))]
  let total = 0
  for (const src of scripts) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())
    total += gzipSync(body, { level: 9 }).length
  }
  return total
}

async function main() {
  console.log(`machine: ${os.cpus().length} cores, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}`)
  const db = await createTestDatabase()
  const server = await startAppServer(db.uri, Number(process.env.BENCH_PORT || 3150))
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS })
  try {
    for (const lang of ['en', 'es']) {
      for (const route of ROUTES) {
        const url = `${server.url}/${lang}${route === '/' ? '' : route}`
        await fetch(url) // first request renders and caches the page (ISR); measure the cached page
        const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' })
        const lhr = result!.lhr
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
        const js = await firstLoadJsGzipBytes(url)
        console.log(
          `lighthouse ${lang}${route}: performance ${score('performance')} accessibility ${score('accessibility')} ` +
            `best-practices ${score('best-practices')} seo ${score('seo')} | LCP ${Math.round(audit('largest-contentful-paint'))} ms ` +
            `TBT ${Math.round(audit('total-blocking-time'))} ms CLS ${audit('cumulative-layout-shift').toFixed(3)} | ` +
            `first-load JS ${(js / 1024).toFixed(1)} KB gzip`,
        )
      }
    }
  } finally {
    chrome.kill()
    await server.stop()
    await db.drop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
