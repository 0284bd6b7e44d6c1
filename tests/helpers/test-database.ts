import pg from 'pg'

/**
 * A throw-away database on the PostgreSQL server of TEST_DATABASE_SERVER
 * (default: the local one at 127.0.0.1:5432, user postgres, trust auth).
 */
export async function createTestDatabase(): Promise<{ uri: string; drop: () => Promise<void> }> {
  const server = process.env.TEST_DATABASE_SERVER || 'postgres://postgres@127.0.0.1:5432'
  const name = `edu_test_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: `${server}/postgres` })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  await admin.end()
  return {
    uri: `${server}/${name}`,
    drop: async () => {
      const client = new pg.Client({ connectionString: `${server}/postgres` })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      await client.end()
    },
  }
}
