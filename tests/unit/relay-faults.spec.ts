import { describe, expect, it } from 'vitest'

import { relayFaultTracker } from '@/features/campaigns/relay-pause'
import { classifySendError } from '@/features/campaigns/smtp-errors'
import { campaignDetailEn, campaignDetailEs } from '@/features/campaigns/admin/detail/strings'

/** nodemailer's errors as its SMTP connection raises them (code, command, the server's reply). */
const smtpError = (code: string, command: string, responseCode?: number, response = '') =>
  Object.assign(new Error(response || code), { code, command, responseCode, response })

describe('what a failed send means', () => {
  it('a refused login is an auth fault, unless the refusal is temporary', () => {
    expect(classifySendError(smtpError('EAUTH', 'AUTH PLAIN', 535, '535 5.7.8 Authentication failed')).kind).toBe(
      'auth',
    )
    expect(classifySendError(smtpError('EAUTH', 'API')).kind).toBe('auth') // no login offered by the relay
    expect(classifySendError(smtpError('EAUTH', 'AUTH PLAIN', 454, '454 4.7.0 Try later')).kind).toBe('relay')
  })

  it('a refused sender address, a refused connection and a 421 are the relay, a refused recipient is not', () => {
    expect(classifySendError(smtpError('EENVELOPE', 'MAIL FROM', 553, '553 sender refused')).kind).toBe('relay')
    expect(classifySendError(smtpError('ECONNECTION', 'CONN')).kind).toBe('relay')
    expect(classifySendError(smtpError('EMESSAGE', 'DATA', 421)).kind).toBe('relay')
    expect(classifySendError(smtpError('EENVELOPE', 'RCPT TO', 550, '550 no such user')).kind).toBe('bounce')
    expect(classifySendError(smtpError('EENVELOPE', 'RCPT TO', 450, '450 mailbox busy')).kind).toBe('retry')
  })
})

describe('when relay faults pause the campaigns', () => {
  const relay = { kind: 'relay' as const, reply: 'connect ECONNREFUSED' }
  const minute = 60_000

  it('a refused login pauses at once', () => {
    expect(relayFaultTracker().failed({ kind: 'auth', reply: '535' }, 10 * minute, 0)).toBe(true)
  })

  it('other faults pause only after three failing runs over the whole period, with no mail accepted', () => {
    const faults = relayFaultTracker()
    expect(faults.failed(relay, 10 * minute, 1_000)).toBe(false)
    expect(faults.failed(relay, 10 * minute, 2_000)).toBe(false)
    // Three runs, but within the period: a relay down for maintenance comes back by itself.
    expect(faults.failed(relay, 10 * minute, 3_000)).toBe(false)
    expect(faults.failed(relay, 10 * minute, 1_000 + 10 * minute)).toBe(true)
    // Counted afresh after a pause (staff resumed).
    expect(faults.failed(relay, 10 * minute, 2_000 + 10 * minute)).toBe(false)
  })

  it('an accepted mail starts the count again', () => {
    const faults = relayFaultTracker()
    faults.failed(relay, 10 * minute, 0)
    faults.failed(relay, 10 * minute, 1_000)
    faults.succeeded()
    expect(faults.failed(relay, 10 * minute, 11 * minute)).toBe(false)
    expect(faults.failed(relay, 10 * minute, 12 * minute)).toBe(false)
    expect(faults.failed(relay, 10 * minute, 21 * minute)).toBe(true)
  })

  it('says why in English and Spanish', () => {
    for (const catalog of [campaignDetailEn, campaignDetailEs]) {
      expect(Object.keys(catalog.pause.why).sort()).toEqual(['auth', 'relay'])
    }
    expect(campaignDetailEs.pause.why.auth).not.toBe(campaignDetailEn.pause.why.auth)
  })
})
