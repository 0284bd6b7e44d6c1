import type { AddressInfo, Socket } from 'node:net'

import PostalMime, { type Email } from 'postal-mime'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'

export type ReceivedMail = Email & { envelopeTo: string[]; raw: string }

/** Decides what the sink answers for one message; an Error rejects it (the sender sees an SMTP error). */
export type Verdict = (mail: ReceivedMail) => Error | null | Promise<Error | null>

/** Decides what the sink answers to RCPT TO for one address; an Error refuses it (with its responseCode). */
export type RecipientVerdict = (address: string) => Error | null

/** Decides what the sink answers to MAIL FROM (the sender) or to a login; an Error refuses it. */
export type SessionVerdict = (value: string) => Error | null

/**
 * A real SMTP server in the test process (smtp-server, the nodemailer project's server). It parses what
 * arrives and keeps only the messages it accepted, as an MTA would.
 */
export async function startSmtpSink(port = 0) {
  const accepted: ReceivedMail[] = []
  let verdict: Verdict = () => null
  let recipientVerdict: RecipientVerdict = () => null
  let senderVerdict: SessionVerdict = () => null
  let loginVerdict: SessionVerdict = () => null
  let down = false
  const refusal = (error: Error, code: number) =>
    Object.assign(error, { responseCode: (error as { responseCode?: number }).responseCode ?? code })

  const server = new SMTPServer({
    // A login is offered (without TLS, as on a local relay) but not required: clients without SMTP_USER skip it.
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      const error = loginVerdict(auth.username ?? '')
      if (error) return callback(refusal(error, 535))
      callback(null, { user: auth.username })
    },
    onConnect(_session, callback) {
      if (down) return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }))
      callback()
    },
    // Pooled senders keep their connections open: an outage must also refuse on those.
    onMailFrom(address, _session, callback) {
      if (down) return callback(Object.assign(new Error('Service not available'), { responseCode: 421 }))
      const error = senderVerdict(address.address.toLowerCase())
      if (error) return callback(refusal(error, 553))
      callback()
    },
    onRcptTo(address, _session, callback) {
      const error = recipientVerdict(address.address.toLowerCase())
      if (error) {
        return callback(
          Object.assign(error, { responseCode: (error as { responseCode?: number }).responseCode ?? 550 }),
        )
      }
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
        // The client went away before our answer (killed, or the relay was stopped under it): it never saw a
        // 250, so the message was not accepted, as when a connection is cut mid-message.
        if (!error && clientGone(session)) return callback(new Error('Connection lost'))
        if (error)
          return callback(
            Object.assign(error, { responseCode: (error as { responseCode?: number }).responseCode ?? 451 }),
          )
        accepted.push(mail)
        callback()
      })
    },
  })
  type Connection = {
    session?: SMTPServerSession
    _closed?: boolean
    _closing?: boolean
    _socket?: { destroyed: boolean }
  }
  const connectionsOf = () => (server as unknown as { connections: Set<Connection> }).connections
  const clientGone = (session: SMTPServerSession) => {
    for (const connection of connectionsOf()) {
      if (connection.session === session) {
        return !!(connection._closed || connection._closing || connection._socket?.destroyed)
      }
    }
    return true // no longer among the open connections
  }
  // A client that dies mid-message (the kill test) resets its connection: expected, not a test failure.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error
  })
  // Every socket, from the moment it is accepted: stop() resets them all, also one accepted a moment before
  // smtp-server made it a connection (the port's close would otherwise wait for it for ever).
  const sockets = new Set<Socket>()
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.once('close', () => sockets.delete(socket))
  })
  const closePort = () =>
    new Promise<void>((resolve) => {
      server.server.close(() => resolve())
      for (const connection of connectionsOf()) (connection._socket as { destroy?: () => void })?.destroy?.()
      for (const socket of sockets) socket.destroy()
    })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const listening = (server.server.address() as AddressInfo).port

  return {
    port: listening,
    accepted,
    /** Answer every message through `fn` from now on (null: accept). */
    setVerdict(fn: Verdict) {
      verdict = fn
    },
    /** Answer RCPT TO through `fn` from now on (null: accept every address). */
    setRecipientVerdict(fn: RecipientVerdict) {
      recipientVerdict = fn
    },
    /**
     * The relay goes away: open connections are reset and the port is closed, so new connections are refused
     * (ECONNREFUSED) until start().
     */
    stop: closePort,
    /** The relay is back on the same port. */
    start: () => new Promise<void>((resolve) => server.server.listen(listening, '127.0.0.1', () => resolve())),
    /** Answer MAIL FROM through `fn` from now on (null: accept the sender). */
    setSenderVerdict(fn: SessionVerdict) {
      senderVerdict = fn
    },
    /** Answer a login (AUTH, by user name) through `fn` from now on (null: accept). */
    setLoginVerdict(fn: SessionVerdict) {
      loginVerdict = fn
    },
    /** Refuse connections, as a server that is down for maintenance. */
    setDown(value: boolean) {
      down = value
    },
    /** Sockets still open to the sink: zero once every client has gone and the sink has seen it go. */
    openSockets: () => sockets.size,
    clear() {
      accepted.length = 0
    },
    to(address: string) {
      return accepted.filter((m) => m.envelopeTo.includes(address.toLowerCase()))
    },
    /**
     * Ends the sink. Open connections are reset rather than waited for: a pooled transport keeps its connection
     * open, and smtp-server's own close() would wait its closeTimeout (30 s) for it, at the end of every file.
     */
    close: closePort,
  }
}

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>
