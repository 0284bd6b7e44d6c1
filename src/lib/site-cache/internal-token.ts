import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/lib/env'

/**
 * The key of the app's calls to itself (/api/internal/*, which the front never passes on), derived from the
 * app secret: only the app's own instances can make them.
 */
export const internalToken = () => createHmac('sha256', payloadSecret()).update('site-changed-v1').digest('base64url')

export function isInternalToken(given: string | null): boolean {
  const expected = Buffer.from(internalToken())
  const actual = Buffer.from(given ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
