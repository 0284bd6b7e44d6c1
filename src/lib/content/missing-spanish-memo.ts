/**
 * The Dashboard's count of untranslated globals (missing-spanish.ts), kept for a minute, in a module of its own: the
 * globals' save hook forgets it, and the globals cannot import the module that lists them.
 */

/** How long a count is reused: another instance's saves reach this one's Dashboard within it. */
const REMEMBER_MS = 60_000
let remembered: { at: number; value: Promise<unknown> } | null = null

export function rememberMissingSpanish<T>(read: () => Promise<T>): Promise<T> {
  if (!remembered || Date.now() - remembered.at > REMEMBER_MS) {
    const value = read()
    remembered = { at: Date.now(), value }
    // A failed read is not remembered.
    value.catch(() => {
      if (remembered?.value === value) remembered = null
    })
  }
  return remembered.value as Promise<T>
}

export function forgetMissingSpanish(): void {
  remembered = null
}
