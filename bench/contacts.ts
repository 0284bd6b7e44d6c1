/**
 * POST /api/contacts under concurrent load (the per-IP limit raised by the runner through
 * RATE_LIMIT_ENQUIRIES), then the rows stored against the accepted (201) answers: the difference must
 * be 0. A fixed number of requests (BENCH_CONTACTS, default 3000) so that every answer is counted.
 * Target: ≥ 200 req/s.
 */
import pg from 'pg'

import type { Print } from './common'
import { describeLoad, load } from './load'

const enquiry = {
  name: 'Bench Teacher',
  email: 'bench.teacher@school.example',
  organization: 'IES Benchmark',
  contactType: 'school',
  destination: 'madrid',
  message: 'We are measuring how many enquiries per second the site takes.',
  privacyConsent: true,
}

export async function contactsFigures(
  baseUrl: string,
  serverPid: number,
  databaseUri: string,
  print: Print,
): Promise<void> {
  const db = new pg.Client({ connectionString: databaseUri })
  await db.connect()
  try {
    const count = async () => Number((await db.query('SELECT count(*) AS n FROM contacts')).rows[0].n)
    const before = await count()
    const amount = Number(process.env.BENCH_CONTACTS || 3000)
    const started = Date.now()
    const result = await load(serverPid, {
      url: `${baseUrl}/api/contacts`,
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(enquiry),
      amount,
      connections: Number(process.env.BENCH_CONNECTIONS || 10),
    })
    const elapsed = (Date.now() - started) / 1000
    const stored = (await count()) - before
    print(`load POST /api/contacts: ${describeLoad({ ...result, rps: amount / elapsed })}`)
    print(`contacts stored ${stored} vs accepted ${result.ok}: difference ${stored - result.ok}`)
  } finally {
    await db.end()
  }
}
