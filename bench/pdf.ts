/**
 * The "pdf" part: a proposal's PDF rendered by the app that serves staff (the production build `npm run bench`
 * started), through GET /api/proposals/{id}/pdf — the same rendering Send proposal attaches. The proposal is made
 * as staff make one (a trip request sent in Spanish, Create proposal), then given eight line items and a ten-day
 * outline. The first render (fonts and layout engine loaded in the app), then ten more. Targets: each render ≤ 1 s,
 * and ≤ 50 MB of the app's resident memory beyond what it held before the first.
 */
import { addMonths, currentMonth } from '../src/features/trips/months'
import { TEST_ADMIN } from '../tests/helpers/app-server'
import { type Print, seconds } from './common'
import { treeRss } from './server-stats'

const RENDER_TARGET_MS = 1000
const EXTRA_RSS_TARGET_MB = 50

/** A request as the site's own pages send it (Payload takes a session cookie only from its own origin). */
function call(baseUrl: string, path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers)
  headers.set('Origin', baseUrl)
  headers.set('Sec-Fetch-Site', 'same-origin')
  if (init.cookie) headers.set('Cookie', init.cookie)
  if (init.json !== undefined) headers.set('Content-Type', 'application/json')
  const body = init.json !== undefined ? JSON.stringify(init.json) : init.body
  return fetch(`${baseUrl}${path}`, { ...init, headers, body })
}

async function ok<T>(res: Response, what: string): Promise<T> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

/** A proposal as staff make one, with eight items and a ten-day outline; answers its id and the staff cookie. */
async function staffProposal(baseUrl: string): Promise<{ id: number; cookie: string }> {
  const login = await call(baseUrl, '/api/admin/login', {
    method: 'POST',
    json: { username: TEST_ADMIN.email, password: TEST_ADMIN.password },
  })
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`)
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!
  await ok(
    await call(baseUrl, '/api/trip-requests', {
      method: 'POST',
      json: {
        destination: 'madrid',
        month: addMonths(currentMonth(), 2),
        days: 8,
        students: 40,
        teachers: 3,
        addOns: [],
        name: 'Marta Ruiz',
        email: `bench-pdf-${Date.now()}@ies-goya.test`,
        organization: 'IES Goya',
        privacyConsent: true,
        locale: 'es',
      },
    }),
    'trip request',
  )
  const trips = await ok<{ docs: Array<{ id: number }> }>(
    await call(baseUrl, '/api/cms/trip-requests?sort=-createdAt&limit=1&depth=0', { cookie }),
    'trip requests',
  )
  const { id } = await ok<{ id: number }>(
    await call(baseUrl, `/api/trip-requests/${trips.docs[0]!.id}/proposal`, { method: 'POST', cookie }),
    'Create proposal',
  )
  await ok(
    await call(baseUrl, `/api/cms/proposals/${id}`, {
      method: 'PATCH',
      cookie,
      json: {
        outline: Array.from({ length: 10 }, (_, day) => `Día ${day + 1}: visitas y talleres en Madrid`).join('\n'),
        items: Array.from({ length: 8 }, (_, i) => ({
          label: `Partida ${i + 1}: alojamiento, visitas y traslados`,
          quantity: i % 2 ? 1 : 43,
          unitCents: 12_345 * (i + 1),
          per: i % 2 ? 'group' : 'person',
        })),
        notes: 'Precios por estudiante en habitaciones múltiples.',
      },
    }),
    'the proposal’s items',
  )
  return { id, cookie }
}

export async function pdfFigures(baseUrl: string, serverPid: number, print: Print): Promise<void> {
  const { id, cookie } = await staffProposal(baseUrl)
  const baseline = treeRss(serverPid)
  let peak = baseline
  const sampler = setInterval(() => (peak = Math.max(peak, treeRss(serverPid))), 10)
  try {
    const times: number[] = []
    let bytes = 0
    for (let i = 0; i < 11; i++) {
      const started = performance.now()
      const res = await call(baseUrl, `/api/proposals/${id}/pdf`, { cookie })
      const body = Buffer.from(await res.arrayBuffer())
      times.push(performance.now() - started)
      if (res.status !== 200 || body.subarray(0, 5).toString() !== '%PDF-')
        throw new Error(`the PDF: ${res.status} ${body.subarray(0, 200).toString()}`)
      bytes = body.byteLength
    }
    peak = Math.max(peak, treeRss(serverPid))
    const [first, ...warm] = times
    const sorted = [...warm].sort((a, b) => a - b)
    const worst = Math.max(...times)
    const extraMb = (peak - baseline) / 2 ** 20
    print(
      `pdf (in the app, GET /api/proposals/{id}/pdf): first render ${seconds(first!)}, then median ` +
        `${seconds(sorted[Math.floor(sorted.length / 2)]!)}, slowest ${seconds(worst)} ` +
        `(target ≤ ${seconds(RENDER_TARGET_MS)}: ${worst <= RENDER_TARGET_MS ? 'met' : 'MISSED'}); ${(bytes / 1024).toFixed(0)} KB`,
    )
    print(
      `pdf: the app's memory beyond what it held before the first render ${extraMb.toFixed(1)} MB ` +
        `(target ≤ ${EXTRA_RSS_TARGET_MB} MB: ${extraMb <= EXTRA_RSS_TARGET_MB ? 'met' : 'MISSED'})`,
    )
  } finally {
    clearInterval(sampler)
  }
}
