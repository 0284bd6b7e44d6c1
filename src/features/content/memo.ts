/**
 * A small in-process cache for public CMS reads that every visit makes (the public lists of the /api contract). Entries live
 * for a short time and are dropped at once when an editor saves, in this instance and, through
 * src/platform/site-cache, in the others; the time limit bounds how long an instance that missed the news can
 * show an older list. Kept in memory, not in Next's data cache on disk, which outlives restarts and would
 * survive a database swap.
 * On globalThis so that every server bundle (API routes, Payload's REST hooks) shares one store.
 */
type Entry = { at: number; value: Promise<unknown> }
const store: Map<string, Entry> = ((globalThis as { __cmsMemo?: Map<string, Entry> }).__cmsMemo ??= new Map())

export const MEMO_TTL_MS = 60_000

/** The cached value of `key`, loading it once for all concurrent callers; failures are not kept. */
export function memoized<T>(key: string, load: () => Promise<T>, ttlMs = MEMO_TTL_MS): Promise<T> {
  const hit = store.get(key)
  if (hit && Date.now() - hit.at < ttlMs) return hit.value as Promise<T>
  const value = load()
  store.set(key, { at: Date.now(), value })
  value.catch(() => {
    if (store.get(key)?.value === value) store.delete(key)
  })
  return value
}

/** Forgets one entry, or every entry when no key is given. */
export function forgetMemoized(key?: string): void {
  if (key === undefined) store.clear()
  else store.delete(key)
}
