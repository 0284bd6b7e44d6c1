/**
 * The embedded PostgreSQL of `npm run dev` without DATABASE_URI (scripts/with-db.mjs): PGlite, one database
 * session in WebAssembly, served on a local port by pglite-socket so that Payload's pool and the app's own
 * connections (the job runner's lock, the cache broadcast) reach it as they reach PostgreSQL.
 */
import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'

/**
 * Starts PGlite on `dataDir` (in memory when it is undefined) behind a socket server on 127.0.0.1:`port`.
 * Returns the port it listens on and a function that stops both.
 */
export async function startEmbeddedDatabase({ dataDir, port }) {
  const db = await PGlite.create(dataDir)
  const server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 4 })
  keepBatchesWhole(server.queryQueue)
  await server.start()
  return {
    port: server.port,
    stop: async () => {
      await server.stop()
      await db.close()
    },
  }
}

/** Frontend messages of the extended query protocol that leave a batch open until its Sync ('S'). */
const IN_BATCH = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)))
const SYNC = 'S'.charCodeAt(0)

/**
 * All connections share PGlite's one session, and pglite-socket (0.2.17) takes their protocol messages one at a
 * time, keeping to one connection only while a transaction is open. A parameterised query is a batch of
 * messages (Parse, Bind, Describe, Execute, Sync) and the statement it prepares is the session's unnamed one
 * until the batch's Sync: another connection's Parse or simple query between them replaced it, and the first
 * connection's Bind failed with "unnamed prepared statement does not exist" (the job runner's urgent-lane read
 * beside a request's, now and then) or, when the shapes matched, ran the other connection's statement. Here a
 * connection that has started a batch keeps the session until its Sync, as it keeps it through a transaction.
 * The same code also frees the queue when a message fails, where the library's stopped taking any message.
 */
function keepBatchesWhole(queue) {
  let batchOf = null
  const clear = queue.clearQueueForHandler.bind(queue)
  queue.clearQueueForHandler = (handlerId) => {
    // A connection that went away halfway through a batch leaves the session to the others.
    if (batchOf === handlerId) batchOf = null
    clear(handlerId)
  }
  queue.processQueue = async function processQueue() {
    if (this.processing) return
    this.processing = true
    try {
      while (this.queue.length > 0) {
        const owner = batchOf ?? (this.db.isInTransaction() ? this.lastHandlerId : null)
        const at = owner === null ? 0 : this.queue.findIndex((item) => item.handlerId === owner)
        // The owner's next message has not arrived yet: the others wait for it, and its enqueue starts us again.
        if (at === -1) break
        const [item] = this.queue.splice(at, 1)
        let bytes = 0
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data) => {
                bytes += data.length
                item.onData(data)
              },
            }),
          )
        } catch (error) {
          if (batchOf === item.handlerId) batchOf = null
          item.reject(error)
          continue
        }
        this.lastHandlerId = item.handlerId
        const type = item.message[0]
        if (type === SYNC) batchOf = null
        else if (IN_BATCH.has(type)) batchOf = item.handlerId
        item.resolve(bytes)
      }
    } finally {
      this.processing = false
    }
  }
}
