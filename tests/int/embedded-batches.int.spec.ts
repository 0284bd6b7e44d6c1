/**
 * The embedded database (scripts/embedded-db.mjs) serves several connections on PGlite's one session: the app's
 * pool, the job runner's lock and the cache broadcast each have their own. Parameterised queries sent at once
 * on several connections must each run their own statement with their own values, as on PostgreSQL; a simple
 * query from yet another connection between them must not disturb them.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startEmbeddedDatabase } from '../../scripts/embedded-db.mjs'

let database: { port: number; stop: () => Promise<void> }
const clients: pg.Client[] = []

beforeAll(async () => {
  database = await startEmbeddedDatabase({ dataDir: undefined, port: 0 })
  for (let i = 0; i < 4; i++) {
    const client = new pg.Client({
      connectionString: `postgres://postgres:postgres@127.0.0.1:${database.port}/postgres`,
    })
    await client.connect()
    clients.push(client)
  }
}, 60_000)

afterAll(async () => {
  await Promise.all(clients.map((client) => client.end().catch(() => {})))
  await database?.stop()
})

describe('the embedded database with several connections', () => {
  it('runs every connection’s parameterised queries with their own statement and values', async () => {
    const failures: string[] = []
    let wrong = 0
    // Three connections send parameterised queries of different shapes, each waiting for its answer before the
    // next, as the pool's connections do; the fourth sends simple queries, as the lock and broadcast ones do.
    const parameterised = clients.slice(0, 3).map(async (client, who) => {
      for (let n = 0; n < 150; n++) {
        try {
          const { rows } =
            who === 1
              ? await client.query('SELECT $1::text AS who, $2::int + 1 AS next, $3::text AS extra', [
                  `c${who}`,
                  n,
                  // Long enough to reach the server in more than one piece, as a long text of the app does.
                  'x'.repeat(200_000),
                ])
              : await client.query('SELECT $1::text AS who, $2::int + 1 AS next', [`c${who}`, n])
          if (rows[0].who !== `c${who}` || rows[0].next !== n + 1) wrong++
        } catch (error) {
          failures.push((error as Error).message)
        }
      }
    })
    let simple = true
    const simpleQueries = (async () => {
      while (simple) await clients[3].query('SELECT 1')
    })()
    await Promise.all(parameterised)
    simple = false
    await simpleQueries
    expect({ failures: [...new Set(failures)], wrong }).toEqual({ failures: [], wrong: 0 })
  }, 60_000)

  it('keeps serving the others after one connection’s statement fails', async () => {
    await expect(clients[0].query('SELECT $1::int / 0 AS n', [1])).rejects.toThrow(/division by zero/)
    const answers = await Promise.all(clients.map((client, i) => client.query('SELECT $1::int AS n', [i])))
    expect(answers.map((a) => a.rows[0].n)).toEqual([0, 1, 2, 3])
  })
})
