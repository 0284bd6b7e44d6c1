import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Every port a test listens on is TEST_PORT_BASE (3100) plus a fixed offset, so two checkouts can run their
 * suites side by side on one machine by giving each its own base.
 */
export const PORT_BASE = Number(process.env.TEST_PORT_BASE || 3100)

export const testPort = (offset: number): number => PORT_BASE + offset

/** The app server of integration worker `id` (VITEST_POOL_ID, from 1). */
export const intWorkerAppPort = (id: number): number => testPort(60 + id)

/** Where that app server's output goes, for a failing file (or CI) to quote: the server outlives the files. */
export const intWorkerAppLog = (id: number): string => path.join(tmpdir(), `int-app-server-${intWorkerAppPort(id)}.log`)

/** Offsets 72–89: five ports for each of the first three integration workers. */
const INT_WORKER_PORTS = { first: 72, last: 89, each: 5 }

/**
 * The ports an integration file of worker `id` may open besides the worker's own app: a second app server, the
 * nginx front and a second one, another site, and a production start that is meant to stop. Each worker has
 * its own, so files of the `parallel` project never meet on a port; the files of one worker run one after the
 * other and stop what they started in afterAll, so they take turns at the same ports.
 */
export function intWorkerPorts(id: number) {
  const first = INT_WORKER_PORTS.first + INT_WORKER_PORTS.each * (id - 1)
  if (id < 1 || first + INT_WORKER_PORTS.each - 1 > INT_WORKER_PORTS.last) {
    throw new Error(`integration worker ${id} has no ports of its own (TEST_INT_WORKERS above 3?)`)
  }
  return {
    app: testPort(first),
    front: testPort(first + 1),
    secondFront: testPort(first + 2),
    otherSite: testPort(first + 3),
    start: testPort(first + 4),
  }
}

/**
 * The ports of Playwright worker `index` (TEST_PARALLEL_INDEX, from 0): its app server, the SMTP sink its app
 * sends to, a second app a spec may start, and the embedded database such an app may run on.
 */
export const e2eWorkerPorts = (index = Number(process.env.TEST_PARALLEL_INDEX || 0)) => ({
  app: testPort(20 + 4 * index),
  smtp: testPort(21 + 4 * index),
  extraApp: testPort(22 + 4 * index),
  extraDb: testPort(23 + 4 * index),
})

/**
 * Refuses a port something already listens on, before a test starts its server there: a server left running by
 * an earlier, killed run (`next-server` renames its process) would otherwise answer the test in the new one's
 * place, with another database behind it.
 */
export async function assertPortFree(port: number, host = '127.0.0.1'): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`port ${port} is already in use: a server left from an earlier run? (ss -ltnp | grep :${port})`)
          : error,
      ),
    )
    probe.listen(port, host, () => probe.close(() => resolve()))
  })
}
