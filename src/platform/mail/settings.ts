/**
 * Mail settings from the environment (docs/operating.md › Environment). Without SMTP_HOST, development keeps every
 * message as an .eml file under MAIL_DIR instead of sending it; production refuses to start without it.
 */
type Env = Record<string, string | undefined>

const number = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value !== undefined && value !== '' && Number.isFinite(n) ? n : fallback
}

export type MailSettings = {
  from: { name: string; address: string }
  /** Where enquiry notifications go. */
  staffEmail: string
  smtp: null | { host: string; port: number; secure: boolean; user?: string; password?: string }
  /** Folder for the development transport (.eml files). */
  mailDir: string
  /** Campaign throttle across one worker's SMTP connections; 0 = as fast as the server accepts. */
  perSecond: number
  connections: number
  /** A recipient is tried this many times before it is marked failed. */
  maxAttempts: number
  retryDelayMs: number
  /** A claimed delivery whose worker has not reported back within this time is given to another worker. */
  claimTimeoutMs: number
  /** How long one campaign job sends before it hands over to the next run. */
  jobBudgetMs: number
  /**
   * How long a worker's sends may keep failing on the relay (refused, reset, timed out, sender refused) without one
   * mail accepted before it pauses the campaigns with the reason; a refused login pauses them at once.
   */
  relayPauseMs: number
  /**
   * SMTP timeouts in milliseconds (set in seconds: SMTP_CONNECTION_TIMEOUT, SMTP_GREETING_TIMEOUT,
   * SMTP_SOCKET_TIMEOUT). nodemailer's own defaults (2 min, 30 s, 10 min) let a dead relay hold a worker's
   * claimed recipients for minutes.
   */
  timeouts: { connectionMs: number; greetingMs: number; socketMs: number }
}

export function mailSettings(env: Env = process.env): MailSettings {
  const from = { name: env.MAIL_FROM_NAME || 'Madrid Edu Travel', address: env.MAIL_FROM || 'hello@localhost' }
  return {
    from,
    // The sender's own mailbox unless told otherwise, in development too (docs/operating.md › Environment).
    staffEmail: env.STAFF_EMAIL || from.address,
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: number(env.SMTP_PORT, 587),
          secure: env.SMTP_SECURE === 'true',
          user: env.SMTP_USER || undefined,
          password: env.SMTP_PASSWORD || undefined,
        }
      : null,
    mailDir: env.MAIL_DIR || '.data/mail',
    perSecond: number(env.MAIL_PER_SECOND, 10),
    connections: Math.max(1, number(env.MAIL_CONNECTIONS, 3)),
    maxAttempts: Math.max(1, number(env.MAIL_MAX_ATTEMPTS, 3)),
    retryDelayMs: number(env.MAIL_RETRY_DELAY_MS, 60_000),
    claimTimeoutMs: number(env.MAIL_CLAIM_TIMEOUT_MS, 5 * 60_000),
    jobBudgetMs: number(env.MAIL_JOB_BUDGET_MS, 50_000),
    relayPauseMs: number(env.MAIL_RELAY_PAUSE_MS, 10 * 60_000),
    timeouts: {
      connectionMs: Math.max(1, number(env.SMTP_CONNECTION_TIMEOUT, 10)) * 1000,
      greetingMs: Math.max(1, number(env.SMTP_GREETING_TIMEOUT, 10)) * 1000,
      socketMs: Math.max(1, number(env.SMTP_SOCKET_TIMEOUT, 30)) * 1000,
    },
  }
}

export type EnquiryMailSettings = {
  /** Jobs an enquiry-mail run claims at once (Payload's `limit`); they run concurrently. */
  batch: number
  /** How often an idle worker looks for new enquiry mails. */
  pollMs: number
  /** SMTP connections of the enquiry-mail pool, apart from the campaigns' throttled one. */
  connections: number
}

/** The enquiry-mail queues' runner (src/features/enquiries/jobs/enquiry-queues.ts), from ENQUIRY_MAIL_* (docs/operating.md › Environment). */
export function enquiryMailSettings(env: Env = process.env): EnquiryMailSettings {
  return {
    batch: Math.max(1, number(env.ENQUIRY_MAIL_BATCH, 100)),
    pollMs: Math.max(50, number(env.ENQUIRY_MAIL_POLL_MS, 1000)),
    connections: Math.max(1, number(env.ENQUIRY_MAIL_CONNECTIONS, 5)),
  }
}
