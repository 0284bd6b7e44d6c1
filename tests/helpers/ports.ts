import net from 'node:net'

/**
 * Every port a test listens on is TEST_PORT_BASE (3100) plus a fixed offset, so two checkouts can run their
 * suites side by side on one machine by giving each its own base.
 */
export const PORT_BASE = Number(process.env.TEST_PORT_BASE || 3100)

export const testPort = (offset: number): number => PORT_BASE + offset

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
