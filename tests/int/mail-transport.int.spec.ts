import { afterAll, describe, expect, it } from 'vitest'

import { mailSettings } from '@/platform/mail/settings'
import { createTransport } from '@/platform/mail/transport'
import { type SmtpSink, startSmtpSink } from '../helpers/smtp-sink'

/**
 * The SMTP pool every mail leaves through (enquiry mails, campaigns), against a real SMTP server that goes away
 * and comes back, as a relay restarting does. Each refused connection used to keep one of the pool's slots busy
 * for good: after as many refusals as slots, every later message waited for ever, and the app's enquiry mails
 * stopped until a restart (seen in CI: a staff notification never sent).
 */
describe('the SMTP pool when the relay goes away and comes back', () => {
  let sink: SmtpSink
  const connections = 2
  const transport = () => {
    const settings = mailSettings({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(sink.port),
      MAIL_PER_SECOND: '0',
      SMTP_CONNECTION_TIMEOUT: '2',
    })
    return createTransport({ ...settings, connections })
  }
  const send = (t: ReturnType<typeof createTransport>, n: number) =>
    t.sendMail({ from: 'hello@agency.test', to: `school${n}@colegio.test`, subject: `Message ${n}`, text: 'Hola' })

  afterAll(async () => {
    await sink?.close()
  })

  it('fails each message while the relay refuses connections, and delivers again once it is back', async () => {
    sink = await startSmtpSink()
    const pool = transport()
    await send(pool, 0)
    await sink.stop()

    // More refusals than the pool has connections: each message gets its error; none is left waiting. (The
    // first meets the connection the relay cut; the others are refused.)
    const outcomes: string[] = []
    for (let n = 1; n <= connections * 2 + 1; n++) {
      outcomes.push(
        await Promise.race([
          send(pool, n).then(
            () => 'sent',
            (error: Error) => error.message,
          ),
          new Promise<string>((resolve) => setTimeout(() => resolve('still waiting after 10 s'), 10_000)),
        ]),
      )
    }
    expect(outcomes[0]).toMatch(/closed|ECONNREFUSED/)
    expect(outcomes.slice(1)).toEqual(Array(connections * 2).fill(expect.stringMatching(/ECONNREFUSED/)))

    await sink.start()
    await send(pool, 99)
    expect(sink.accepted.map((mail) => mail.subject)).toEqual(['Message 0', 'Message 99'])
    pool.close()
  }, 60_000)
})
