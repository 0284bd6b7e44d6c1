import type { AddressInfo } from 'node:net'

import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'

export type ReceivedMail = Email & { envelopeTo: string[]; raw: string }

/** Decides what the sink answers for one message; an Error rejects it (the sender sees an SMTP error). */
export type Verdict = (mail: ReceivedMail) => Error | null | Promise<Error | null>

/**
 * A real SMTP server in the test process (smtp-server, the nodemailer project's server). It parses what
 * arrives and keeps only the messages it accepted, as an MTA would.
 */
export async function startSmtpSink() {
  const accepted: ReceivedMail[] = []
  let verdict: Verdict = () => null
  let down = false

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onConnect(_session, callback) {
      if (down) return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }))
      callback()
    },
    // Pooled senders keep their connections open: an outage must also refuse on those.
    onMailFrom(_address, _session, callback) {
      if (down) return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }))
      callback()
    },
    onData(stream: SMTPServerDataStream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8')
        const parsed = await PostalMime.parse(raw)
        const mail: ReceivedMail = {
          ...parsed,
          envelopeTo: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw,
        }
        const error = await verdict(mail)
        if (error)
          return callback(
            Object.assign(error, { responseCode: (error as { responseCode?: number }).responseCode ?? 451 }),
          )
        accepted.push(mail)
        callback()
      })
    },
  })
  // A client that dies mid-message (the kill test) resets its connection: expected, not a test failure.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.server.address() as AddressInfo).port

  return {
    port,
    accepted,
    /** Answer every message through `fn` from now on (null: accept). */
    setVerdict(fn: Verdict) {
      verdict = fn
    },
    /** Refuse connections, as a server that is down for maintenance. */
    setDown(value: boolean) {
      down = value
    },
    clear() {
      accepted.length = 0
    },
    to(address: string) {
      return accepted.filter((m) => m.envelopeTo.includes(address.toLowerCase()))
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>
