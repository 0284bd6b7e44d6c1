import { AsyncLocalStorage } from 'node:async_hooks'

import type { Config, Payload, PayloadRequest } from 'payload'

/**
 * Payload's own edit check reads `payload_locked_documents` without the request (its `checkDocumentLockStatus`, on
 * every REST update and delete), so inside the save's transaction it asks the pool for a second connection: a read
 * outside the save on PostgreSQL, and a wait until the pool gives up on the embedded database (every course edit
 * answered 500 there). Each REST request runs in a scope (src/platform/http/cms-guard.ts) where the request of its
 * write is remembered (a beforeOperation hook on every collection and global), and that read is given it.
 */
type Scope = AsyncLocalStorage<{ req?: PayloadRequest }>
// One for the process: each route of the built app bundles its own copy of this module, while Payload (and so the
// read it patches, at its start in whichever route came first) is one for the process.
const KEY = Symbol.for('madrid-edu-travel.request-scope')
const scope: Scope = ((globalThis as Record<symbol, Scope | undefined>)[KEY] ??= new AsyncLocalStorage())

/** Runs a REST request's handling in a scope of its own. */
export function inRequestScope<T>(work: () => T): T {
  return scope.run({}, work)
}

const LOCKED_DOCUMENTS = 'payload-locked-documents'

/** Remembers the request of a write (it has a transaction by then); the reads before it (signing in) have none. */
const rememberRequest = ({ req }: { req: PayloadRequest }) => {
  const store = scope.getStore()
  if (store && req.transactionID) store.req = req
}

/** Gives the locked-documents read without a request the scope's request (its transaction). */
function readLocksInTransaction(payload: Payload): void {
  const db = payload.db
  const find = db.find.bind(db)
  db.find = ((args: Parameters<typeof find>[0]) =>
    args.req || args.collection !== LOCKED_DOCUMENTS
      ? find(args)
      : find({ ...args, req: scope.getStore()?.req })) as typeof db.find
}

/** The plugin: the hook on every collection and global, and the read given its request once Payload starts. */
export function lockChecksInTransaction(config: Config): Config {
  const withHook = <T extends { hooks?: { beforeOperation?: unknown[] } }>(entity: T): T => ({
    ...entity,
    hooks: { ...entity.hooks, beforeOperation: [...(entity.hooks?.beforeOperation ?? []), rememberRequest] },
  })
  const onInit = config.onInit
  return {
    ...config,
    collections: config.collections?.map(withHook),
    globals: config.globals?.map(withHook),
    onInit: async (payload) => {
      readLocksInTransaction(payload)
      await onInit?.(payload)
    },
  }
}
