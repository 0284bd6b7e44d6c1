import type { ZxcvbnFactory } from '@zxcvbn-ts/core'
import { z } from 'zod'

import { hasNoNul, NUL_MESSAGE } from '@/platform/validation/fields'

export const MIN_PASSWORD_LENGTH = 12
/**
 * NIST SP 800-63B lets a service cap passwords at 64 characters or more; 128 leaves room for any passphrase and
 * keeps the strength check short (it grows steeply with length: 1,000 characters took seconds of CPU).
 */
export const MAX_PASSWORD_LENGTH = 128
/**
 * zxcvbn's scale: 4 is "very unguessable" (10^10 guesses and more). 3 let `Madrid2026!!` and `Summer2026!!`
 * through: a word, a year and symbols, the first things a guesser tries.
 */
const MIN_SCORE = 4

export const PASSWORD_TOO_SHORT = `Use at least ${MIN_PASSWORD_LENGTH} characters.`
export const PASSWORD_TOO_LONG = `Use at most ${MAX_PASSWORD_LENGTH} characters.`
export const PASSWORD_TOO_COMMON =
  'This password is too easy to guess: it is common, or built from your name, your email or the agency’s name. Use a few unrelated words or more varied characters.'

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

/** The cheap part of the policy: text of 12 to 128 characters without NUL. Checked before the strength check. */
export const staffPasswordSchema = z
  .string({ error: 'validation.required' })
  .min(MIN_PASSWORD_LENGTH, { error: PASSWORD_TOO_SHORT })
  .max(MAX_PASSWORD_LENGTH, { error: PASSWORD_TOO_LONG })
  .refine(hasNoNul, { error: NUL_MESSAGE })

/**
 * Every staff password, however it is set (admin panel, REST, invitation, reset-password, the first admin from
 * ADMIN_PASSWORD): the schema above, then, only when it passes, not guessable from the common-password and word
 * lists nor from `context` (src/features/staff/validation/password-context.ts). Answers the problems, none when it is fine.
 */
export async function staffPasswordProblems(password: unknown, context: string[]): Promise<string[]> {
  const shape = staffPasswordSchema.safeParse(password)
  if (!shape.success) return shape.error.issues.map((issue) => issue.message)
  const { score } = (await zxcvbn()).check(shape.data, context)
  return score >= MIN_SCORE ? [] : [PASSWORD_TOO_COMMON]
}
