/**
 * npm run bench [-- part ...]: starts the production build (run `npm run build` first) against a fresh
 * PostgreSQL database and prints one line per figure. Parts: lighthouse, load, contacts, import, publish, backlog,
 * pdf, builder, scale, admin, peer (default: all, in that order; peer only with BENCH_PEER_URL). The server's peak resident memory is printed after each part and for
 * the whole run, against its budget (bench/mail.ts measures a job worker's). Scale and admin run an app and database
 * of their own at their volume (bench/scale.ts, bench/admin.ts) and print their app's memory themselves.
 */
import { existsSync, readFileSync } from 'node:fs'
import os from 'node:os'

import { startAppServer } from '../tests/helpers/app-server'
import { NGINX_PATH, startFrontCache } from '../tests/helpers/front-cache'
import { createTestDatabase } from '../tests/helpers/test-database'
import type { Print } from './common'
import { backlogFigures } from './backlog'
import { contactsFigures } from './contacts'
import { importFigures } from './import'
import { lighthouseFigures } from './lighthouse'
import { adminFigures } from './admin'
import { type Front, loadFigures } from './load'
import { pdfFigures } from './pdf'
import { peerFigures } from './peer'
import { builderFigures } from './builder'
import { publishFigures } from './publish'
import { scaleFigures } from './scale'
import { mib, rssSampler } from './server-stats'

/** An app instance's memory budget: app, job worker and PostgreSQL together fit a 2 GB server with room to spare. */
const APP_RSS_TARGET_MIB = 350

type Part = (ctx: { url: string; pid: number; front?: Front; databaseUri: string; print: Print }) => Promise<void>
const parts: Record<string, Part> = {
  lighthouse: ({ url, print }) => lighthouseFigures(url, print),
  load: ({ url, pid, front, print }) => loadFigures(url, pid, print, front),
  contacts: ({ url, pid, databaseUri, print }) => contactsFigures(url, pid, databaseUri, print),
  import: ({ url, print }) => importFigures(url, print),
  publish: ({ url, front, print }) => publishFigures(url, print, front),
  backlog: ({ url, databaseUri, print }) => backlogFigures(url, databaseUri, print),
  pdf: ({ url, pid, print }) => pdfFigures(url, pid, print),
  builder: ({ url, print }) => builderFigures(url, print),
  // SCALE_HEAP_FLAGS tries other V8 limits than `npm start`'s (how they were chosen: docs/operating.md › Memory).
  scale: ({ print }) => scaleFigures(process.env.SCALE_HEAP_FLAGS ?? startHeapFlags(), print),
  admin: ({ print }) => adminFigures(startHeapFlags(), print),
  peer: ({ url, print }) => peerFigures(url, print),
}

/** The V8 flags in package.json's `start` script (the heap limits production runs the app with). */
function startHeapFlags(): string {
  const start = JSON.parse(readFileSync('package.json', 'utf8')).scripts.start as string
  return (start.match(/--max-[a-z-]+=\d+/g) ?? []).join(' ')
}

async function main() {
  const chosen = process.argv.slice(2).filter((a) => a !== '--')
  const unknown = chosen.filter((p) => !(p in parts))
  if (unknown.length)
    throw new Error(`unknown part(s) ${unknown.join(', ')}; choose from ${Object.keys(parts).join(', ')}`)
  const run = chosen.length ? chosen : Object.keys(parts)

  const print: Print = (line) => console.log(line)
  print(
    `machine: ${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, node ${process.version}, load average ${os.loadavg()[0].toFixed(2)}`,
  )
  const db = await createTestDatabase()
  const server = await startAppServer(
    db.uri,
    Number(process.env.BENCH_PORT || 3150),
    {
      // The per-IP limit on enquiries would stop the contacts load after 10 requests.
      RATE_LIMIT_ENQUIRIES: String(1_000_000),
      // The V8 heap limits of `npm start`, as production runs the app.
      NODE_OPTIONS: startHeapFlags(),
    },
    // As `npm start`: its set-up step fills in the fresh database first.
    { setUp: true },
  )
  // The production front (deploy/nginx): the load part measures the pages through it as well.
  const front = existsSync(NGINX_PATH)
    ? await startFrontCache(server.url, Number(process.env.BENCH_FRONT_PORT || 3151))
    : undefined
  if (!front) print(`nginx front: not measured (${NGINX_PATH} missing: apt-get install nginx-light)`)
  const rss = rssSampler(server.pid)
  print(`server RSS after start: ${mib(rss.current())}`)
  try {
    for (const name of run) {
      rss.reset()
      await parts[name]({ url: server.url, pid: server.pid, front, databaseUri: db.uri, print })
      print(`peak RSS during ${name}: ${mib(rss.peak())}`)
    }
    const peak = rss.overall()
    print(
      `peak RSS overall: ${mib(peak)} (target ≤ ${APP_RSS_TARGET_MIB} MiB: ${peak <= APP_RSS_TARGET_MIB * 2 ** 20 ? 'met' : 'MISSED'})`,
    )
  } catch (error) {
    // A part that fails because the server died says why: the end of what the server printed.
    print(`server output (last 3,000 characters):\n${server.output().slice(-3000)}`)
    throw error
  } finally {
    rss.stop()
    await front?.stop()
    await server.stop()
    await db.drop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
