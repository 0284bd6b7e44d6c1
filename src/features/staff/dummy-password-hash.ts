import { pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

const pbkdf2Async = promisify(pbkdf2)

/**
 * The cost of Payload's password check (payload/dist/auth/strategies/local/generatePasswordSaltHash.js:
 * PBKDF2-SHA256, 600,000 iterations, 32-byte key), spent on a random salt. Used where the answer must take
 * as long as checking a real account's password, so that timing does not reveal whether an account exists.
 */
const ITERATIONS = 600_000
const KEY_LENGTH = 32
let salt: string | undefined

export async function hashLikeAPassword(password: string): Promise<void> {
  salt ??= randomBytes(32).toString('hex')
  await pbkdf2Async(password, salt, ITERATIONS, KEY_LENGTH, 'sha256')
}
