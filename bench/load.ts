/**
 * Throughput and latency of cached public pages and of GET /api/blog under autocannon, for a fixed
 * duration per URL (BENCH_DURATION seconds, default 10) with BENCH_CONNECTIONS (default 10) keep-alive
 * connections: first straight from `next start`, then the pages through the production front (nginx,
 * deploy/nginx) as visitors reach them. Targets: cached pages ≥ 1,000 req/s with p99 ≤ 50 ms
 * on 2 cores.
 */
import autocannon from 'autocannon'

import { LOCALES, pageUrl, PUBLIC_ROUTES, type Print } from './common'
import { treeCpuMs } from './server-stats'

export type LoadResult = { rps: number; p50: number; p99: number; ok: number; failed: number; cpuMsPerRequest: number }

/**
 * Runs autocannon and reads the server's own CPU time around it: CPU ms per request does not depend on
 * what else the machine is doing, unlike req/s on a shared machine.
 */
export async function load(serverPids: number | number[], options: autocannon.Options): Promise<LoadResult> {
  const cpu = () => [serverPids].flat().reduce((sum, pid) => sum + treeCpuMs(pid), 0)
  const cpuBefore = cpu()
  const result = await autocannon({ connections: Number(process.env.BENCH_CONNECTIONS || 10), ...options })
  const requests = result['2xx'] + result.non2xx
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ok: result['2xx'],
    failed: result.non2xx + result.errors + result.timeouts,
    cpuMsPerRequest: (cpu() - cpuBefore) / Math.max(1, requests),
  }
}

export const describeLoad = (r: LoadResult) =>
  `${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request ` +
  `(${r.ok} ok, ${r.failed} failed)`

type Target = { name: string; url: string; headers?: Record<string, string> }

const pageTargets = (baseUrl: string, via: string): Target[] => [
  ...LOCALES.flatMap((lang) =>
    PUBLIC_ROUTES.map((route) => ({ name: `page ${lang}${route} ${via}`, url: pageUrl(baseUrl, lang, route) })),
  ),
  // The unprefixed home: a rewrite picks the language from the cookie, then the cached /es page answers.
  { name: `page / (language cookie es) ${via}`, url: `${baseUrl}/`, headers: { cookie: 'language=es' } },
]

/** The same server behind nginx (tests/helpers/front-cache.ts). */
export type Front = { url: string; pid: number }

/** `front`: pages are then measured through it too (CPU of both counted). */
export async function loadFigures(baseUrl: string, serverPid: number, print: Print, front?: Front): Promise<void> {
  const duration = Number(process.env.BENCH_DURATION || 10)
  const runs: Array<{ targets: Target[]; pids: number[] }> = [
    {
      targets: [
        ...pageTargets(baseUrl, '(next start)'),
        { name: 'api GET /api/blog (next start)', url: `${baseUrl}/api/blog` },
        { name: 'api GET /api/blog?locale=es (next start)', url: `${baseUrl}/api/blog?locale=es` },
      ],
      pids: [serverPid],
    },
    ...(front ? [{ targets: pageTargets(front.url, '(nginx front)'), pids: [serverPid, front.pid] }] : []),
  ]
  for (const { targets, pids } of runs) {
    for (const target of targets) {
      // Warm: the first request renders and caches the page.
      const warm = await fetch(target.url, { headers: target.headers })
      if (!warm.ok) throw new Error(`${target.url} answered ${warm.status}`)
      await warm.arrayBuffer()
      // Two seconds of load first, so the figures are of the warmed-up (JIT-compiled) server.
      await autocannon({ url: target.url, headers: target.headers, duration: 2, connections: 10 })
      const result = await load(pids, { url: target.url, headers: target.headers, duration })
      print(`load ${target.name}: ${describeLoad(result)}`)
    }
  }
}
