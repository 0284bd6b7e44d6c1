import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '@/platform/env'

/**
 * The app's calls to itself (/api/internal/*, which the front never passes on): a key derived from the app
 * secret, so only the app's own instances can make them, sent in this header.
 */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token'

const internalToken = () => createHmac('sha256', payloadSecret()).update('site-changed-v1').digest('base64url')

/** Whether a request to an /api/internal route comes from the app itself. */
export function isInternalCall(headers: Headers): boolean {
  const expected = Buffer.from(internalToken())
  const actual = Buffer.from(headers.get(INTERNAL_TOKEN_HEADER) ?? '')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** Calls a route of this same instance over loopback, on the port `next start` chose, with the app's key. */
export async function callThisInstance(path: string, init: RequestInit = {}): Promise<Response> {
  const res = await fetch(`http://127.0.0.1:${process.env.PORT || 3000}${path}`, {
    ...init,
    headers: { ...init.headers, [INTERNAL_TOKEN_HEADER]: internalToken() },
  })
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return res
}
