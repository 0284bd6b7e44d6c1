import net from 'node:net'

/**
 * Every port a test listens on is TEST_PORT_BASE (3100) plus a fixed offset, so two checkouts can run their
 * suites side by side on one machine by giving each its own base.
 */
export const PORT_BASE = Number(process.env.TEST_PORT_BASE || 3100)

export const testPort = (offset: number): number => PORT_BASE + offset

/** The app server of integration worker `id` (VITEST_POOL_ID, from 1). */
export const intWorkerAppPort = (id: number): number => testPort(60 + id)

/**
 * The ports of Playwright worker `index` (TEST_PARALLEL_INDEX, from 0): its app server, the SMTP sink its app
 * sends to, and a second app a spec may start.
 */
export const e2eWorkerPorts = (index = Number(process.env.TEST_PARALLEL_INDEX || 0)) => ({
  app: testPort(20 + 4 * index),
  smtp: testPort(21 + 4 * index),
  extraApp: testPort(22 + 4 * index),
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
