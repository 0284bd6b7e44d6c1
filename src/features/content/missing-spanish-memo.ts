import { forgetMemoized, memoized } from './memo'

/**
 * The Dashboard's count of untranslated globals (missing-spanish.ts), kept for a minute in the shared memo, in a
 * module of its own: the globals' save hook forgets it, and the globals cannot import the module that lists them.
 * Another instance's saves reach this one's Dashboard within the minute.
 */
const KEY = 'dashboard:globals-missing-spanish'

export const rememberMissingSpanish = <T>(read: () => Promise<T>): Promise<T> => memoized(KEY, read)

export const forgetMissingSpanish = (): void => forgetMemoized(KEY)
