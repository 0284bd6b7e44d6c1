import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret, serverUrl } from '@/platform/env'
import type { Locale } from '@i18n/locales'

/**
 * The link of the "erase everything about me" mail: the address and an expiry, signed (HMAC-SHA256 under a key of
 * its own derived from the app secret), so only the inbox that received it can ask for the erasure, and only for
 * 7 days. Nothing is stored: the erasure leaves nothing to look it up in.
 */
export const ERASE_LINK_DAYS = 7

const key = () => createHmac('sha256', payloadSecret()).update('newsletter-erase-link-v1').digest()
const mac = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

export function signEraseLink(email: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + ERASE_LINK_DAYS * 86_400
  const body = Buffer.from(JSON.stringify({ e: email.toLowerCase(), x: expires })).toString('base64url')
  return `${body}.${mac(body)}`
}

export type EraseLink = { email: string; expired: boolean }

/** The address a link names, and whether it has expired; null for a link we did not sign. */
export function verifyEraseLink(token: unknown, now = new Date()): EraseLink | null {
  if (typeof token !== 'string' || token.length > 600) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(mac(body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { e?: unknown; x?: unknown }
    if (typeof value.e !== 'string' || !value.e.includes('@') || !Number.isSafeInteger(value.x)) return null
    return { email: value.e, expired: (value.x as number) * 1000 <= now.getTime() }
  } catch {
    return null
  }
}

export const erasePageUrl = (token: string, locale: Locale) =>
  `${serverUrl()}/${locale}/newsletter/erase?token=${encodeURIComponent(token)}`
