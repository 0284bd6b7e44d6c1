import type { Pool } from 'pg'

import { markSent } from './deliveries'

/**
 * Group commit of the mails the relay accepted: one UPDATE for every mail accepted while the previous one ran
 * (a few milliseconds at most), rather than one per mail. `record` resolves once its row is written; `settled`
 * once nothing is being written.
 */
export function sentRecorder(pool: Pool) {
  let pending: Array<{ id: number; pixel: boolean; resolve: () => void; reject: (e: unknown) => void }> = []
  let flushing: Promise<void> | null = null
  const flush = async () => {
    while (pending.length) {
      const batch = pending
      pending = []
      try {
        await markSent(
          pool,
          batch.map((b) => b.id),
          batch.filter((b) => b.pixel).map((b) => b.id),
        )
        for (const b of batch) b.resolve()
      } catch (error) {
        for (const b of batch) b.reject(error)
      }
    }
  }
  return {
    /** The delivery `id` was accepted; `pixel`: its mail carried the open-counting image. */
    record: (id: number, pixel: boolean) =>
      new Promise<void>((resolve, reject) => {
        pending.push({ id, pixel, resolve, reject })
        flushing ??= flush().finally(() => (flushing = null))
      }),
    settled: async () => {
      await flushing
    },
  }
}
