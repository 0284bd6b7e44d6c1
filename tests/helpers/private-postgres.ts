import { execFile, execFileSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import pg from 'pg'

/**
 * A PostgreSQL cluster of its own for tests that stop and start the database (never the shared server).
 * Uses the installed server binaries (Debian: /usr/lib/postgresql/<version>/bin). PostgreSQL refuses to
 * run as root, so as root the cluster belongs to the `postgres` system user and its commands run as it.
 */
export function privatePostgres(port: number) {
  const bin = serverBinaries()
  const asRoot = process.getuid?.() === 0
  const dir = mkdtempSync(path.join(os.tmpdir(), 'edu-pgfault-'))
  const data = path.join(dir, 'data')
  if (asRoot) {
    const { uid, gid } = postgresUser()
    chownSync(dir, uid, gid)
  }
  // Asynchronous, so that a test can keep sending requests while the database stops and starts.
  const run = async (tool: string, args: string[]) => {
    const command = asRoot
      ? ['runuser', '-u', 'postgres', '--', path.join(bin, tool), ...args]
      : [path.join(bin, tool), ...args]
    return (await promisify(execFile)(command[0], command.slice(1), { timeout: 60_000 })).stdout
  }
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=on`

  return {
    uri: (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    init: () => run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']),
    start: () =>
      run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', '-t', '30', 'start']),
    /** Fast shutdown: PostgreSQL ends every session (clients see 57P01) and refuses new ones. */
    stop: () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']),
    createDatabase: async (name: string) => {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` })
      await client.connect()
      await client.query(`CREATE DATABASE "${name}"`)
      await client.end()
    },
    destroy: async () => {
      try {
        await run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

function serverBinaries(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    : []
  if (!versions.length) throw new Error(`No PostgreSQL server binaries under ${root} (apt-get install postgresql)`)
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  return path.join(root, newest, 'bin')
}

function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim())
  return { uid: id('-u'), gid: id('-g') }
}
