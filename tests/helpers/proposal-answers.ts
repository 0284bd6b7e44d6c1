import type { Proposal } from '@/payload-types'
import { api } from './http'
import { payload } from './payload-with-sink'
import type { ReceivedMail } from './smtp-sink'

/**
 * A sent proposal from the school's side (docs/product.md › Plan a trip): its value, the private link in its mail,
 * the school's answer on that page, and what the enquiry's timeline logs of it.
 */
export const total = (p: Proposal) => (p.items ?? []).reduce((sum, i) => sum + i.quantity * i.unitCents, 0)

export const linkIn = (mail: ReceivedMail) => {
  const match = /https?:\/\/\S+\/(en|es)\/proposal\/([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')
  if (!match) throw new Error(`no proposal link in: ${mail.text}`)
  return { path: `/${match[1]}/proposal/${match[2]}`, token: match[2]! }
}

export const timeline = async (contactId: number) =>
  (
    await payload.find({
      collection: 'enquiry-events',
      where: { contact: { equals: contactId }, type: { equals: 'proposal' } },
      sort: 'createdAt',
      depth: 0,
    })
  ).docs

export const answer = (token: string, value: string, extra: Record<string, string> = {}) =>
  api('/api/proposals/answer', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, answer: value, lang: 'es', ...extra }).toString(),
  })
