import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { z } from 'zod'

import { hasNoNul, NUL_MESSAGE } from './fields'

export const MIN_PASSWORD_LENGTH = 12
/** zxcvbn's scale: 3 is "safely unguessable" for online attacks; 0-2 includes every common password. */
const MIN_SCORE = 3

export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters.`
export const PASSWORD_TOO_COMMON =
  'This password is too common or easy to guess. Use a few unrelated words or more varied characters.'

let checker: Promise<ZxcvbnFactory> | undefined

/**
 * zxcvbn with its common-password and word lists (about 1 MB): loaded the first time a password is set,
 * not on every request or page.
 */
function zxcvbn(): Promise<ZxcvbnFactory> {
  checker ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ dictionary: { ...common.dictionary }, graphs: common.adjacencyGraphs }),
  )
  return checker
}

/**
 * Every staff password, however it is set (admin panel, REST, the first admin from ADMIN_PASSWORD,
 * reset-password): at least 12 characters and not guessable from the common-password and word lists.
 * The strength check is asynchronous (the lists load lazily), so parse with `parseAsync`.
 */
export const staffPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(1000, { error: 'Must be at most 1000 characters' })
  .refine(hasNoNul, { error: NUL_MESSAGE })
  .refine(async (password) => (await zxcvbn()).check(password).score >= MIN_SCORE, { error: PASSWORD_TOO_COMMON })
