import { createHash, randomBytes } from 'node:crypto'

/**
 * The token of a confirmation link: 32 random bytes (base64url), unguessable. Only its SHA-256 is stored, so
 * the link in the person's inbox is the only way to confirm; a plain hash is enough for a random value.
 */
export const newConfirmationToken = () => randomBytes(32).toString('base64url')

export const confirmationTokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A token as a link carries it: 43 base64url characters; anything else is not one of ours. */
export const looksLikeConfirmationToken = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{43}$/.test(token)
