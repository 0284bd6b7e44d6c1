/**
 * The Dashboard's count of untranslated globals (missing-spanish.ts), kept for a minute, in a module of its own: the
 * globals' save hook forgets it, and the globals cannot import the module that lists them.
 */

/** How long a count is reused: another instance's saves reach this one's Dashboard within it. */
const REMEMBER_MS = 60_000

type Memo = { at: number; value: Promise<unknown> } | null

/**
 * Kept on the process, not in this module: the production build loads a module once for the admin's pages and
 * again for the API routes, so a module variable would be two memos, and a save through /api/cms (its hook runs in
 * the routes' copy) would never reach the one the Dashboard reads.
 */
const store = globalThis as typeof globalThis & { __eduMissingSpanishMemo?: Memo }

export function rememberMissingSpanish<T>(read: () => Promise<T>): Promise<T> {
  const remembered = store.__eduMissingSpanishMemo
  if (remembered && Date.now() - remembered.at <= REMEMBER_MS) return remembered.value as Promise<T>
  const value = read()
  store.__eduMissingSpanishMemo = { at: Date.now(), value }
  // A failed read is not remembered.
  value.catch(() => {
    if (store.__eduMissingSpanishMemo?.value === value) store.__eduMissingSpanishMemo = null
  })
  return value
}

export function forgetMissingSpanish(): void {
  store.__eduMissingSpanishMemo = null
}
