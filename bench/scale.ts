/**
 * The "scale" part: the agency's ceiling (SCALE_SCHOOLS 100,000 schools, 20,000 subscribers, 20,000 enquiries,
 * 200 campaigns, made with SQL) in a database and app of its own, run with the heap limits of `npm start`. Each
 * list of the /api contract and each staff screen alone (time to first byte, whole answer, size), then five full
 * GET /api/schools at once beside the staff screens and the other lists: every request's time to first byte and
 * the app's peak resident memory. Targets: peak ≤ 350 MiB, no first byte later than 1 s.
 */
import { startAppServer } from '../tests/helpers/app-server'
import { createTestDatabase } from '../tests/helpers/test-database'
import { type Print, seconds } from './common'
import { adminSession } from './import'
import { seedVolume } from './seed-volume'
import { mib, rssSampler, treeCpuMs } from './server-stats'

const RSS_TARGET_MIB = 350
const TTFB_TARGET_MS = 1000

type Timing = { path: string; status: number; ttfbMs: number; totalMs: number; bytes: number; encoding: string }

/**
 * One request, read to its end. Node's fetch asks for a compressed answer, as browsers do, and counts the bytes
 * after decompressing them; `acceptEncoding` 'identity' asks for none (as the nginx front does of the app).
 */
async function timed(baseUrl: string, path: string, cookie: string, acceptEncoding?: string): Promise<Timing> {
  const started = performance.now()
  const res = await fetch(`${baseUrl}${path}`, {
    headers: {
      cookie,
      'Sec-Fetch-Site': 'same-origin',
      'X-Forwarded-For': '203.0.113.90',
      ...(acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}),
    },
  })
  const ttfbMs = performance.now() - started
  let bytes = 0
  const reader = res.body!.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
  }
  const encoding = res.headers.get('content-encoding') ?? 'identity'
  return { path, status: res.status, ttfbMs, totalMs: performance.now() - started, bytes, encoding }
}

const line = (t: Timing) =>
  `${t.path}: ${t.status}, first byte ${seconds(t.ttfbMs)}, whole ${seconds(t.totalMs)}, ${(t.bytes / 2 ** 20).toFixed(1)} MB (${t.encoding})`

export async function scaleFigures(heapFlags: string, print: Print): Promise<void> {
  const volume = {
    schools: Number(process.env.SCALE_SCHOOLS || 100_000),
    subscribers: 20_000,
    enquiries: 20_000,
    campaigns: 200,
  }
  const db = await createTestDatabase()
  const server = await startAppServer(
    db.uri,
    Number(process.env.BENCH_SCALE_PORT || 3152),
    { NODE_OPTIONS: heapFlags },
    { setUp: true },
  )
  const rss = rssSampler(server.pid)
  try {
    const seedStarted = performance.now()
    const { bigCampaignId } = await seedVolume(db.uri, volume)
    print(
      `scale: ${volume.schools.toLocaleString('en')} schools, ${volume.subscribers.toLocaleString('en')} subscribers, ` +
        `${volume.enquiries.toLocaleString('en')} enquiries, ${volume.campaigns} campaigns made in ${seconds(performance.now() - seedStarted)}; app heap flags ${heapFlags || 'none'}`,
    )
    const cookie = await adminSession(server.url)
    const lists = [
      '/api/schools',
      '/api/newsletter',
      '/api/contacts',
      '/api/contacts/school',
      '/api/contacts/erasmus',
      '/api/contacts/trashed/all',
      '/api/email-campaigns',
      `/api/email-campaigns/${bigCampaignId}/recipients`,
    ]
    const screens = ['/admin', '/admin/email-marketing', '/admin/campaign-creator']
    // Each once to load its code, then measured alone.
    for (const path of [...lists, ...screens]) await timed(server.url, path, cookie)
    rss.reset()
    for (const path of [...lists, ...screens]) {
      const cpuBefore = treeCpuMs(server.pid)
      const t = await timed(server.url, path, cookie)
      print(`scale alone ${line(t)}, app CPU ${seconds(treeCpuMs(server.pid) - cpuBefore)}`)
    }
    {
      const cpuBefore = treeCpuMs(server.pid)
      const t = await timed(server.url, '/api/schools', cookie, 'identity')
      print(`scale alone, not compressed ${line(t)}, app CPU ${seconds(treeCpuMs(server.pid) - cpuBefore)}`)
    }
    print(`scale peak RSS, one request at a time: ${mib(rss.peak())}`)

    rss.reset()
    const cpuBefore = treeCpuMs(server.pid)
    const together = await Promise.all([
      ...Array.from({ length: 5 }, () => timed(server.url, '/api/schools', cookie)),
      ...screens.map((path) => timed(server.url, path, cookie)),
    ])
    for (const t of together) print(`scale together ${line(t)}`)
    print(`scale together: app CPU ${seconds(treeCpuMs(server.pid) - cpuBefore)} for the burst`)
    const peak = rss.peak()
    const slowest = Math.max(...together.map((t) => t.ttfbMs))
    const failed = together.filter((t) => t.status !== 200).length
    print(
      `scale peak RSS with 5 × GET /api/schools beside the staff screens and lists: ${mib(peak)} (target ≤ ${RSS_TARGET_MIB} MiB: ${peak <= RSS_TARGET_MIB * 2 ** 20 ? 'met' : 'MISSED'})`,
    )
    print(
      `scale slowest first byte: ${seconds(slowest)} (target ≤ ${seconds(TTFB_TARGET_MS)}: ${slowest <= TTFB_TARGET_MS ? 'met' : 'MISSED'}); answers not 200: ${failed}`,
    )
    // The other lists, all at once (each streams from its own cursor).
    rss.reset()
    const others = await Promise.all(lists.slice(1).map((path) => timed(server.url, path, cookie)))
    for (const t of others) print(`scale lists at once ${line(t)}`)
    print(`scale peak RSS with the other lists at once: ${mib(rss.peak())}`)
    const health = await fetch(`${server.url}/api/health`)
    print(`scale: app ${health.ok ? 'still up' : `answers health ${health.status}`} after the burst`)
  } catch (error) {
    print(`scale: server output (last 3,000 characters):\n${server.output().slice(-3000)}`)
    throw error
  } finally {
    rss.stop()
    await server.stop()
    await db.drop()
  }
}
