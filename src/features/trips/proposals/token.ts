import { createHash, randomBytes } from 'node:crypto'

/**
 * The private link's token: 32 random bytes (unguessable), in the URL as base64url. Only its SHA-256 is stored,
 * so a copy of the database opens no proposal; a fast hash is enough for a secret of this length.
 */
export const newProposalToken = () => randomBytes(32).toString('base64url')

export const hashProposalToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A token as newProposalToken makes them (43 base64url characters); anything else is refused unread. */
export const isProposalTokenShape = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
