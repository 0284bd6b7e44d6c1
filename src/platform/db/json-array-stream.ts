import type { Pool, PoolClient } from 'pg'
import Cursor from 'pg-cursor'

/**
 * A list of any length as a JSON array, read from a PostgreSQL cursor a batch at a time and written as the client
 * takes it: the server never holds more than one batch, whatever the table's size (docs/operating.md › Memory).
 * The cursor is opened and its first batch read before the answer starts, so a failing query is still an ordinary
 * error answer; after that, the connection goes back to the pool when the array ends, when the client goes away
 * (the stream is cancelled) or when the client stops reading for STALL_MS.
 */

/**
 * Rows fetched from the cursor at a time (a batch of schools is about 35 KB of JSON). Small batches keep the app's
 * one thread fair: between two awaits of a staff screen's render, every list being streamed writes one batch, so
 * the batch's size is what a screen waits for each time. Measured at 100,000 schools (docs/operating.md › Memory),
 * 100 rows against 500: the staff screens' first bytes beside five full lists 0.53–0.57 s instead of 0.87–1.34 s,
 * and less CPU per list (0.75 s instead of 1.03–1.26 s: smaller strings to join and encode).
 */
export const BATCH_ROWS = 100
/**
 * A client that takes nothing for this long loses its answer and its connection goes back to the pool
 * (`LIST_STREAM_STALL_MS`, 30 s).
 */
export const STALL_MS = Number(process.env.LIST_STREAM_STALL_MS) > 0 ? Number(process.env.LIST_STREAM_STALL_MS) : 30_000
/** How long a list waits for one of the stream slots before it is refused (503, try again). */
const SLOT_WAIT_MS = 10_000

/** Refused because every stream slot stayed busy (answered 503 with Retry-After). */
export class StreamsBusyError extends Error {
  constructor() {
    super('Too many long lists are being read at once; try again in a few seconds.')
  }
}

/**
 * At most half of the pool's connections stream lists at once, so a burst of large reads (or clients that read
 * slowly) never takes every connection from the sign-ups and saves beside them.
 */
const slots = { used: 0, waiting: [] as Array<() => void> }

function slotsOf(pool: Pool): number {
  const max = (pool as unknown as { options?: { max?: number } }).options?.max ?? 10
  return Math.max(1, Math.floor(max / 2))
}

async function takeSlot(pool: Pool): Promise<() => void> {
  if (slots.used >= slotsOf(pool)) {
    await new Promise<void>((resolve, reject) => {
      const wake = () => {
        clearTimeout(timer)
        resolve()
      }
      const timer = setTimeout(() => {
        slots.waiting.splice(slots.waiting.indexOf(wake), 1)
        reject(new StreamsBusyError())
      }, SLOT_WAIT_MS)
      slots.waiting.push(wake)
    })
  } else {
    slots.used++
  }
  let given = false
  return () => {
    if (given) return
    given = true
    // Handed straight to the next in line (the count stays), or given back.
    const next = slots.waiting.shift()
    if (next) next()
    else slots.used--
  }
}

/** Turns one batch of rows into the array's items (e.g. the API shape, with what the batch needs looked up). */
export type BatchMapper<R> = (rows: R[]) => unknown[] | Promise<unknown[]>

export type JsonArrayStreamOptions = {
  batchRows?: number
  stallMs?: number
  /** The mapper gives each item as JSON text already (made by PostgreSQL: no object per row in the app at all). */
  rawJson?: boolean
}

export async function jsonArrayStream<R>(
  pool: Pool,
  sql: string,
  params: unknown[],
  map: BatchMapper<R>,
  { batchRows = BATCH_ROWS, stallMs = STALL_MS, rawJson = false }: JsonArrayStreamOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  const giveSlot = await takeSlot(pool)
  let client: PoolClient | null = null
  let cursor: Cursor<R> | null = null
  let finished = false
  const finish = async (error?: unknown) => {
    if (finished) return
    finished = true
    clearTimeout(stall)
    try {
      await cursor?.close()
    } catch {
      // the connection is gone or broken: it is destroyed below instead of going back to the pool
      error ??= new Error('cursor close failed')
    }
    client?.release(error instanceof Error ? error : undefined)
    giveSlot()
  }
  let stall: ReturnType<typeof setTimeout> | undefined

  let first: unknown[]
  try {
    client = await pool.connect()
    cursor = client.query(new Cursor<R>(sql, params))
    first = await map(await cursor.read(batchRows))
  } catch (error) {
    await finish(error)
    throw error
  }

  const encoder = new TextEncoder()
  let opened = false
  const items = (list: unknown[], leadingComma: boolean) =>
    list.length ? (leadingComma ? ',' : '') + (rawJson ? list : list.map((item) => JSON.stringify(item))).join(',') : ''

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        clearTimeout(stall)
        try {
          if (!opened) {
            opened = true
            controller.enqueue(encoder.encode(`[${items(first, false)}`))
            if (first.length < batchRows) {
              await finish()
              controller.enqueue(encoder.encode(']'))
              controller.close()
              return
            }
            first = []
          } else {
            const rows = await cursor!.read(batchRows)
            const mapped = await map(rows)
            if (mapped.length) controller.enqueue(encoder.encode(items(mapped, true)))
            if (rows.length < batchRows) {
              await finish()
              controller.enqueue(encoder.encode(']'))
              controller.close()
              return
            }
          }
        } catch (error) {
          await finish(error)
          controller.error(error)
          return
        }
        // Nobody asked for the next part in time: the client stopped reading. Its connection is freed.
        stall = setTimeout(() => {
          void finish(new Error('client stopped reading')).then(() => controller.error(new Error('stalled')))
        }, stallMs)
        stall.unref?.()
      },
      async cancel() {
        await finish()
      },
    },
    // Nothing is read ahead: a batch is fetched only when the client has taken the one before.
    { highWaterMark: 0 },
  )
}
