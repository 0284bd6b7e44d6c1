/**
 * Lighthouse (mobile) and first-load JavaScript of the public pages, in both languages, against the
 * running production build. Targets: performance ≥ 95, accessibility/best practices/SEO ≥ 95,
 * first-load JS ≤ 150 KB gzip on every public page.
 */
import { gzipSync } from 'node:zlib'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type RunnerResult } from 'lighthouse'

import { chromiumFlags, chromiumPath } from '../tests/helpers/chromium'
import { LOCALES, PUBLIC_ROUTES, type Print } from './common'

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

/**
 * Lighthouse's own guidance on variability: run several times and report the median. Each page is
 * measured LIGHTHOUSE_RUNS times (default 3); the line shows the median run and the range of performance.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS || 3))
/** A run Lighthouse could not finish (seen: NO_NAVSTART, about 1 in 12) is tried again, up to this many times per page. */
const RETRIES = RUNS
/**
 * Lighthouse slows the CPU 4× for mobile whatever the host. LIGHTHOUSE_CPU_SLOWDOWN=8 on this host stands in
 * for a host half as fast at 4× (the host's benchmarkIndex is printed on each line): how much headroom the
 * pages have on slower hardware.
 */
const CPU_SLOWDOWN = process.env.LIGHTHOUSE_CPU_SLOWDOWN ? Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN) : undefined

export async function lighthouseFigures(baseUrl: string, print: Print): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumFlags,
  })
  try {
    for (const lang of LOCALES) {
      for (const route of PUBLIC_ROUTES) {
        const url = `${baseUrl}/${lang}${route === '/' ? '' : route}`
        await fetch(url) // first request renders and caches the page (ISR); measure the cached page
        const runs: RunnerResult['lhr'][] = []
        const failures: string[] = []
        while (runs.length < RUNS && failures.length <= RETRIES) {
          const result = await lighthouse(url, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            formFactor: 'mobile',
            ...(CPU_SLOWDOWN ? { throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN } } : {}),
          })
          // A run Lighthouse itself could not finish has no score: report it, do not count it as 0.
          if (result?.lhr.categories.performance?.score == null)
            failures.push(result?.lhr.runtimeError?.code ?? 'no result')
          else runs.push(result.lhr)
        }
        if (!runs.length) {
          print(`lighthouse ${lang}${route}: every run failed (${failures.join(', ')})`)
          continue
        }
        const performance = (lhr: RunnerResult['lhr']) => lhr.categories.performance?.score ?? 0
        runs.sort((a, b) => performance(a) - performance(b))
        const lhr = runs[Math.floor(runs.length / 2)]
        const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN
        const failed = failures.length ? `, ${failures.length} failed and tried again: ${failures.join(', ')}` : ''
        const range = `${Math.round(performance(runs[0]) * 100)}–${Math.round(performance(runs[runs.length - 1]) * 100)}${failed}`
        const js = await firstLoadJsGzipBytes(url)
        print(
          `lighthouse ${lang}${route}: performance ${score('performance')} (${runs.length} runs: ${range}) accessibility ${score('accessibility')} ` +
            `best-practices ${score('best-practices')} seo ${score('seo')} | FCP ${Math.round(audit('first-contentful-paint'))} ms ` +
            `SI ${Math.round(audit('speed-index'))} ms LCP ${Math.round(audit('largest-contentful-paint'))} ms ` +
            `TBT ${Math.round(audit('total-blocking-time'))} ms CLS ${audit('cumulative-layout-shift').toFixed(3)} | ` +
            `first-load JS ${(js / 1024).toFixed(1)} KB gzip | host benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)}, ` +
            `CPU slowdown ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×`,
        )
      }
    }
  } finally {
    chrome.kill()
  }
}
