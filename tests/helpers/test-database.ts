import pg from 'pg'

const server = () => process.env.TEST_DATABASE_SERVER || 'postgres://postgres@127.0.0.1:5432'

async function onServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: `${server()}/postgres` })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

let made = 0

/**
 * A throw-away database on the PostgreSQL server of TEST_DATABASE_SERVER (default: the local one at
 * 127.0.0.1:5432, user postgres, trust auth), named after the process that owns it (`owner`, this one unless
 * given: a run's workers name their copies after the run) and the moment it was made, so that a later run can
 * tell the leftovers of a killed run from those of a run still going (dropLeftoverDatabases).
 * With `template`, a copy of that database (`CREATE DATABASE … TEMPLATE`: milliseconds, where migrating and
 * seeding a new one takes the app's whole first start).
 */
export async function createTestDatabase(
  options: { template?: string; owner?: number; label?: string } = {},
): Promise<{ name: string; uri: string; drop: () => Promise<void> }> {
  const { template, owner = process.pid, label } = options
  const name = `edu_test_${owner}_${Date.now()}_${++made}${label ? `_${label}` : ''}`
  await onServer((client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`))
  return {
    name,
    uri: `${server()}/${name}`,
    drop: () => onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  }
}

/** Drops database `name` (a template made for a run, by the runner that made it). */
export async function dropTestDatabase(name: string): Promise<void> {
  await onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name.replaceAll('"', '""')}" WITH (FORCE)`))
}

/** Whether process `pid` still runs (signal 0 only asks). */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Drops the test databases a run made and could not drop (Ctrl-C, a crash, a killed machine): those older than
 * `before` whose owning process is gone. Databases of runs still going (another checkout's, on the same
 * server) are left alone. Answers the names dropped.
 */
export async function dropLeftoverDatabases(before = Date.now()): Promise<string[]> {
  return onServer(async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'edu\\_test\\_%'`,
    )
    const dropped: string[] = []
    for (const { datname } of rows) {
      const match = /^edu_test_(\d+)_(\d+)/.exec(datname)
      if (!match || Number(match[2]) >= before || running(Number(match[1]))) continue
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`)
      dropped.push(datname)
    }
    return dropped
  })
}
