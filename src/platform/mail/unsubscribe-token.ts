import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret, serverUrl } from '@/platform/env'
import { defaultLocale, type Locale } from '@i18n/locales'

/** Who a link unsubscribes: one campaign delivery (and so its school), or a newsletter address. */
export type UnsubscribeSubject = { kind: 'delivery'; id: number } | { kind: 'subscriber'; email: string }

// A key of its own, derived from the app secret, so a token can never be confused with a session.
const key = () => createHmac('sha256', payloadSecret()).update('unsubscribe-link-v1').digest()
const mac = (body: string) => createHmac('sha256', key()).update(body).digest('base64url')

/** `body.signature`, both base64url: safe in URLs and in List-Unsubscribe headers. No expiry: opt-out links must keep working. */
export function signUnsubscribe(subject: UnsubscribeSubject): string {
  const compact = subject.kind === 'delivery' ? { d: subject.id } : { n: subject.email.toLowerCase() }
  const body = Buffer.from(JSON.stringify(compact)).toString('base64url')
  return `${body}.${mac(body)}`
}

export function verifyUnsubscribe(token: unknown): UnsubscribeSubject | null {
  if (typeof token !== 'string' || token.length > 600) return null
  const [body, signature, extra] = token.split('.')
  if (!body || !signature || extra !== undefined) return null
  const expected = Buffer.from(mac(body))
  const given = Buffer.from(signature)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  try {
    const value = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { d?: unknown; n?: unknown }
    if (Number.isSafeInteger(value.d) && (value.d as number) > 0) return { kind: 'delivery', id: value.d as number }
    if (typeof value.n === 'string' && value.n.includes('@')) return { kind: 'subscriber', email: value.n }
  } catch {
    // fall through: a forged or damaged body
  }
  return null
}

/** The page a recipient opens (it asks before acting: mail scanners follow links), in the recipient's language. */
export const unsubscribePageUrl = (token: string, language: Locale = defaultLocale) =>
  `${serverUrl()}${language === defaultLocale ? '' : `/${language}`}/unsubscribe?token=${encodeURIComponent(token)}`

/** RFC 8058 one-click endpoint for List-Unsubscribe-Post. */
export const unsubscribeApiUrl = (token: string) => `${serverUrl()}/api/unsubscribe?token=${encodeURIComponent(token)}`

/** Headers that let mail clients show their own Unsubscribe button (RFC 2369 and RFC 8058). */
export function unsubscribeHeaders(token: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeApiUrl(token)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}
