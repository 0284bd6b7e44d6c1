/**
 * The "peer" part: our cached pages from `next start` beside another site's, in one run (BENCH_PEER_URL, e.g.
 * Payload's website template built and started as docs/benchmarks.md says). Each pair is measured alternately,
 * ours then the peer's, twice, 20 connections for BENCH_DURATION seconds (default 10), and the better of the two
 * runs is kept for each side: a shared machine's drift then falls on both. Prints req/s and p99 of each and their
 * ratio. Target (docs/benchmarks.md): ours at ≥ 1.2× the peer's requests per second, p99 no worse.
 */
import autocannon from 'autocannon'

import type { Print } from './common'
import { load, type LoadResult } from './load'

const PAIRS: Array<{ name: string; ours: string; peer: string }> = [
  { name: 'home', ours: '/en', peer: '/' },
  { name: 'blog list', ours: '/en/blog', peer: '/posts' },
  {
    name: 'article',
    ours: '/en/blog/erasmus-ka1-mobility-programs',
    peer: '/posts/dollar-and-sense-the-financial-forecast',
  },
  { name: 'list API', ours: '/api/blog?limit=10', peer: '/api/posts?limit=10&depth=1' },
]

const RATIO_TARGET = 1.2

/** One run at 20 connections: load.ts's measure, with no server of ours to read the CPU of (the peer's is not). */
async function run(url: string, duration: number): Promise<LoadResult> {
  const result = await load([], { url, connections: 20, duration })
  if (result.failed) throw new Error(`${url}: ${result.failed} requests failed or were not 2xx`)
  return result
}

const best = (runs: LoadResult[]) => runs.reduce((a, b) => (b.rps > a.rps ? b : a))

export async function peerFigures(baseUrl: string, print: Print): Promise<void> {
  const peerUrl = process.env.BENCH_PEER_URL?.replace(/\/$/, '')
  if (!peerUrl) {
    print('peer: not measured (set BENCH_PEER_URL to the other site, docs/benchmarks.md)')
    return
  }
  const duration = Number(process.env.BENCH_DURATION || 10)
  for (const pair of PAIRS) {
    const urls = { ours: baseUrl + pair.ours, peer: peerUrl + pair.peer }
    // Warm both: the first request renders, two seconds of load compile the hot paths.
    for (const url of Object.values(urls)) {
      await (await fetch(url)).arrayBuffer()
      await autocannon({ url, connections: 20, duration: 2 })
    }
    const ours: LoadResult[] = []
    const peer: LoadResult[] = []
    for (let round = 0; round < 2; round++) {
      ours.push(await run(urls.ours, duration))
      peer.push(await run(urls.peer, duration))
    }
    const [a, b] = [best(ours), best(peer)]
    const ratio = a.rps / b.rps
    const met = ratio >= RATIO_TARGET && a.p99 <= b.p99
    print(
      `peer ${pair.name}: ours ${Math.round(a.rps)} req/s p99 ${a.p99} ms, peer ${Math.round(b.rps)} req/s p99 ${b.p99} ms: ` +
        `${ratio.toFixed(2)}× (target ≥ ${RATIO_TARGET}× with p99 no worse: ${met ? 'met' : 'MISSED'})`,
    )
  }
}
