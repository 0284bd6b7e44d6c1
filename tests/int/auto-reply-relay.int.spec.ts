/**
 * The enquiry form's auto-reply goes to whatever address a stranger types, so it must not become a relay: one
 * mailbox (any case, any `+tag`) gets at most 3 a day and one mail domain at most 50, and the only text of the
 * stranger's it repeats, the name, carries no link, phone number, domain in another script or bare IP address.
 * Asked as the auto-reply job asks (src/platform/jobs/mail-tasks.ts), of enquiries sent through the real form endpoint.
 */
import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { postJson } from '../helpers/http'
import { testPayload } from '../helpers/payload'
import { enquiryForMail } from '@/features/enquiries/enquiry-for-mail'
import { autoReplyAllowed } from '@/features/enquiries/mails/auto-reply-budget'
import { autoReply } from '@/features/enquiries/mails/enquiry-messages'

let payload: Payload

beforeAll(async () => {
  payload = await testPayload()
})

const enquiry = (email: string, name = 'Ana Gil') => ({
  name,
  email,
  organization: 'IES Ejemplo',
  contactType: 'erasmus',
  programType: 'ka1',
  message: 'We would like to know more about your programmes.',
  privacyConsent: true,
})

/** Sends enquiries one after another (each from its own client address) and answers their stored rows. */
async function send(emails: string[], name?: string) {
  const ids: number[] = []
  for (const email of emails) {
    const res = await postJson('/api/contacts', enquiry(email, name))
    expect(res.status, await res.text()).toBe(201)
    // The answer is the same for every enquiry ({ success }): the stored row is found by its address.
    const { rows } = await payload.db.pool.query<{ id: number }>(
      'SELECT id FROM contacts WHERE email = $1 ORDER BY id DESC LIMIT 1',
      [email.toLowerCase()],
    )
    ids.push(rows[0]!.id)
  }
  return Promise.all(ids.map(async (id) => (await enquiryForMail(payload.db.pool, id))!))
}

const allowed = async (contacts: Awaited<ReturnType<typeof send>>) =>
  Promise.all(contacts.map((contact) => autoReplyAllowed(payload.db.pool, contact)))

describe('the enquiry auto-reply', { timeout: 120_000 }, () => {
  it('reaches one mailbox at most 3 times a day, whatever +tags and case the addresses use', async () => {
    const domain = `target-${randomUUID().slice(0, 8)}.example`
    const addresses = Array.from({ length: 10 }, (_, i) => `${i % 2 ? 'Victim' : 'victim'}+${i + 1}@${domain}`)
    const answers = await allowed(await send(addresses))
    expect(answers.filter(Boolean), `auto-replies allowed: ${answers}`).toHaveLength(3)
    expect(answers.slice(0, 3)).toEqual([true, true, true])
    // Another mailbox at the same domain still gets its own.
    expect(await allowed(await send([`colleague@${domain}`]))).toEqual([true])
  })

  it('reaches one mail domain at most 50 times a day, over any number of mailboxes', async () => {
    const domain = `catchall-${randomUUID().slice(0, 8)}.example`
    const answers = await allowed(await send(Array.from({ length: 52 }, (_, i) => `box${i}@${domain}`)))
    expect(answers.filter(Boolean), `auto-replies allowed: ${answers}`).toHaveLength(50)
    expect(answers.slice(50)).toEqual([false, false])
  })

  it.each([
    ['phone-number spam', 'WIN 1000 EUR call 0800 123 456', /1000|0800|WIN/, 'Hello,'],
    ['a domain in another script', 'Ana evil.рф', /evil|рф/, 'Hello,'],
    ['an ideographic full stop', 'Ana evil。com', /evil|com/, 'Hello,'],
    ['a fullwidth full stop', 'Ana evil．com', /evil|com/, 'Hello,'],
    ['a bare IP address', 'Ana 203.0.113.7', /203/, 'Hello,'],
    // A link is left out and the name kept.
    ['a link', 'Ana https://spam.example/win', /spam|https/, 'Hello Ana,'],
  ])('repeats no name that carries %s', async (_, name, forbidden, greeting) => {
    const [contact] = await send([`reader-${randomUUID().slice(0, 8)}@inbox.example`], name)
    const mail = autoReply(contact!)
    const whole = `${mail.subject}\n${mail.text}\n${mail.html}\n${mail.toName}`
    expect(whole, whole).not.toMatch(forbidden)
    expect(mail.text).toContain(greeting)
  })

  it('still greets a plain name, accents, initials and hyphens included', async () => {
    const [contact] = await send([`reader-${randomUUID().slice(0, 8)}@inbox.example`], 'María-José O’Neill J.')
    expect(autoReply(contact!).text).toContain('Hello María-José O’Neill J.,')
  })
})
