#!/usr/bin/env node
/**
 * Runs a command with a database. With DATABASE_URI set it just runs the command. Without it, it starts
 * the embedded PostgreSQL (PGlite behind pglite-socket, data in .data/pglite) on a local port and points
 * DATABASE_URI at it, so development needs no database installed.
 *
 *   node scripts/with-db.mjs next dev
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import net from 'node:net'
import path from 'node:path'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/with-db.mjs <command> [args...]')
  process.exit(2)
}

const env = { ...process.env }
// Next.js reports usage to Vercel unless told not to; none of our commands should (`npm run build` and
// `npm start` set it in package.json, the Dockerfile in the image).
env.NEXT_TELEMETRY_DISABLED ||= '1'
let stopDatabase = async () => {}

if (!env.DATABASE_URI) {
  const port = Number(env.EMBEDDED_DB_PORT || 54329)
  if (await isListening(port)) {
    console.log(`[db] using the embedded database already running on port ${port}`)
  } else {
    stopDatabase = await startEmbedded(port)
  }
  env.DATABASE_URI = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`
  // PGlite runs one query at a time; a pool larger than 2 makes concurrent writes hang.
  env.DATABASE_POOL_MAX = '2'
}

const child = spawn(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' })
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal))
child.on('exit', async (code, signal) => {
  await stopDatabase()
  process.exit(code ?? (signal ? 1 : 0))
})

async function startEmbedded(port) {
  const dataDir = path.resolve(env.EMBEDDED_DB_DIR || '.data/pglite')
  mkdirSync(dataDir, { recursive: true })
  const started = Date.now()
  // Loaded only here: with DATABASE_URI set (production) nothing of PGlite is needed.
  const { startEmbeddedDatabase } = await import('./embedded-db.mjs')
  const { stop } = await startEmbeddedDatabase({ dataDir, port })
  console.log(`[db] embedded PostgreSQL (PGlite) on 127.0.0.1:${port}, data in ${dataDir} (${Date.now() - started} ms)`)
  return stop
}

function isListening(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => (socket.destroy(), resolve(true)))
    socket.once('error', () => resolve(false))
  })
}
