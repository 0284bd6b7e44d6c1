/**
 * Anonymous bad requests never answer 5xx: every route of Payload's REST API under /api/cms (each collection,
 * its id routes, versions, access, the auth and upload routes, globals) and every route under src/app/api,
 * with the probe's inputs and a few hundred generated ones — ids, query operators on every field,
 * pagination, encodings and methods — and every server action of the build, forged, undecodable or cross-site,
 * posted to admin and public pages. Each answer must be below 500 and carry the security headers.
 * Requests go a few at a time, each from its own address so the anonymous budget does not decide the answer.
 */
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { addCmsProbes } from '../helpers/bad-cms-requests'
import { addAppRouteProbes, type Probe, probeList } from '../helpers/bad-requests'
import { api } from '../helpers/http'
import { testPayload } from '../helpers/payload'

let payload: Payload
beforeAll(async () => {
  payload = await testPayload()
})

/**
 * The sweep: the requests to Payload's REST API (tests/helpers/bad-cms-requests.ts), then to the app's own routes,
 * server actions and pages (tests/helpers/bad-requests.ts).
 */
function probes(): Probe[] {
  const probes = probeList()
  addCmsProbes(payload, probes)
  addAppRouteProbes(probes)
  return probes.list
}

async function pool<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await work(items[next++]!)
    }),
  )
}

describe('anonymous bad requests never 5xx', () => {
  it('every Payload REST route and every /api route, with the probe’s inputs and generated ones', async () => {
    const list = probes()
    expect(list.length).toBeGreaterThan(1000)
    const failures: string[] = []
    await pool(list, 6, async ({ method, path, body, type, headers, origin }) => {
      const init: RequestInit = { method, signal: AbortSignal.timeout(15_000), headers: { ...headers } }
      if (body !== undefined) init.body = body
      if (body !== undefined && type) init.headers = { ...headers, 'content-type': type }
      const asked = `${method} ${path.slice(0, 120)}${headers?.['next-action'] !== undefined ? ` (action ${headers['next-action'].slice(0, 8)}${origin ? ` from ${origin}` : ''})` : ''}${type ? ` [${type}, ${String(body).length} bytes]` : ''}`
      let res: Response
      let text: string
      try {
        res = await api(path, { ...init, origin })
        text = await res.text()
      } catch (error) {
        // A request left unanswered is as much a failure as a 5xx: name it rather than end the sweep.
        failures.push(`${asked}: no answer (${String(error)})`)
        return
      }
      const what = `${asked} → ${res.status}`
      if (res.status >= 500) failures.push(`${what}: ${text.slice(0, 160)}`)
      else if (res.headers.get('x-content-type-options') !== 'nosniff' || !res.headers.get('content-security-policy')) {
        failures.push(`${what}: no security headers`)
      }
    })
    expect(failures).toEqual([])
  }, 240_000)
})
