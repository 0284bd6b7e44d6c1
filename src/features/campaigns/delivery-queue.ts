import type { Pool } from 'pg'

import { type ClaimedDelivery, claimDeliveries, releaseClaims, releaseStaleClaims, renewClaims } from './deliveries'

/**
 * The deliveries one run of the sender holds. Rows are claimed ahead in small batches (FOR UPDATE SKIP LOCKED, so
 * several workers share the queue), renewed while held, and a dead worker's claims are taken back now and then;
 * `close` hands back what was claimed and never given to the SMTP server (stopped, relay down, budget spent),
 * which is not an attempt.
 */
export function openDeliveryQueue(
  pool: Pool,
  {
    claimSize,
    claimTimeoutMs,
    stopping,
    onStaleReleased,
  }: {
    claimSize: number
    claimTimeoutMs: number
    /** Checked before every delivery is handed out: the run stops taking more. */
    stopping: () => boolean
    /** Claims of dead workers taken back during the run (counted in the run's report). */
    onStaleReleased: (count: number) => void
  },
) {
  /** Claimed, not yet handed out. */
  const buffer: ClaimedDelivery[] = []
  /** Claimed by this run and not yet finished: renewed while held. */
  const held = new Set<number>()
  let exhausted = false
  let refill: Promise<void> | null = null
  let lastStaleCheck = Date.now()

  // Renewed three times per timeout (at most every 10 s): a renewal that comes late on a busy machine still
  // lands before another worker may take the claim as a dead worker's and mail the same recipient again.
  const heartbeat = setInterval(
    () => void renewClaims(pool, [...held]).catch(() => {}),
    Math.max(100, Math.min(10_000, claimTimeoutMs / 3)),
  )

  const claimMore = async () => {
    if (Date.now() - lastStaleCheck > claimTimeoutMs / 2) {
      lastStaleCheck = Date.now()
      onStaleReleased(await releaseStaleClaims(pool, claimTimeoutMs))
    }
    const batch = await claimDeliveries(pool, claimSize)
    for (const d of batch) held.add(d.id)
    if (!batch.length) exhausted = true
    buffer.push(...batch)
  }

  return {
    /** The next delivery to mail, or null when the queue is empty or the run is stopping. */
    async next(): Promise<ClaimedDelivery | null> {
      for (;;) {
        if (stopping()) return null
        const item = buffer.shift()
        if (item) return item
        if (exhausted) return null
        refill ??= claimMore().finally(() => (refill = null))
        await refill
      }
    },
    /** The delivery is recorded (sent, failed, skipped or handed back): no longer renewed. */
    finished(id: number) {
      held.delete(id)
    },
    async close() {
      clearInterval(heartbeat)
      await releaseClaims(
        pool,
        buffer.splice(0).map((d) => d.id),
      )
    },
  }
}
