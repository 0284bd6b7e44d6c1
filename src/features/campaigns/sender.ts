import type { Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { finishCampaigns, startDueCampaigns } from '@/features/campaigns/lifecycle'
import { campaignContents } from './campaign-contents'
import { campaignTransport, closeCampaignTransports } from './campaign-transport'
import {
  type ClaimedDelivery,
  claimDeliveries,
  markAttemptFailed,
  markBounced,
  markRelayFailed,
  markSkipped,
  releaseClaims,
  releaseStaleClaims,
  renewClaims,
} from './deliveries'
import { companyLine, mailCompany } from '@/platform/mail/company-footer'
import { linkCountingOn } from './link-tracking'
import { renderCampaignMessage } from './message'
import { openCountingOn, withOpenPixel } from './open-tracking'
import { pauseForRelay, relayFaultTracker } from './relay-pause'
import { sendingCampaigns } from './sending-campaigns'
import { sentRecorder } from './sent-recorder'
import { classifySendError, type SendOutcome } from './smtp-errors'
import { recipientLanguage, versionFor } from './versions'
import type { MailSettings } from '@/platform/mail/settings'
import { signUnsubscribe, unsubscribeHeaders, unsubscribePageUrl } from '@/platform/mail/unsubscribe-token'

export type SendReport = {
  started: number[]
  released: number
  sent: number
  retried: number
  failed: number
  bounced: number
  skipped: number
  finished: number[]
  /** The run stopped early because the relay refused, reset or timed out. */
  relayDown: boolean
  /** What the relay answered then. */
  relayFault: SendOutcome | null
  /** Campaigns this run paused because the relay refused the login or kept failing (./relay-pause.ts). */
  paused: number[]
}

/** Set when the relay failed: the next run of this worker first checks it is back (no recipient spent on it). */
let relayDown = false
/** This worker's relay failures since its last accepted mail: they pause the campaigns when they persist. */
const relayFaults = relayFaultTracker()

/** Runs of this process in progress, so that SIGTERM can hand their claims back (src/platform/jobs/worker-shutdown.ts). */
const activeRuns = new Set<{ stop: () => void; done: Promise<unknown> }>()

/** Stops every sender run of this process: unsent claims go back to the queue. Resolves when they did. */
export async function stopCampaignSenders(): Promise<void> {
  const runs = [...activeRuns]
  for (const run of runs) run.stop()
  const ended = Promise.allSettled(runs.map((run) => run.done))
  // Mails in transmission get 5 s to be answered; then their connections are closed (a message cut off is
  // not accepted: it goes back to the queue as a failed attempt).
  await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, 5000))])
  closeCampaignTransports()
  await ended
}

/**
 * One run of the campaign sender (the `send-campaigns` job): starts scheduled campaigns that are due, takes
 * back claims of dead workers, then mails queued recipients until the queue is empty or the time budget is
 * spent, and marks finished campaigns sent. Safe to run on several workers at once: claims are taken with
 * FOR UPDATE SKIP LOCKED and renewed while held, so only a dead worker's claims go back to the queue.
 *
 * The sends are pipelined: a few lanes per SMTP connection each take the next claimed recipient, and rows are
 * claimed ahead in small batches, so the pool never waits for a whole batch to finish. Mails the server
 * accepted are recorded together (one UPDATE per burst of acceptances, a few milliseconds at most).
 */
export async function runCampaignSender(
  payload: Payload,
  settings: MailSettings,
  { budgetMs = settings.jobBudgetMs }: { budgetMs?: number } = {},
): Promise<SendReport> {
  const pool = payload.db.pool
  const report: SendReport = {
    started: [],
    released: 0,
    sent: 0,
    retried: 0,
    failed: 0,
    bounced: 0,
    skipped: 0,
    finished: [],
    relayDown: false,
    relayFault: null,
    paused: [],
  }
  let stopped = false
  let settle: (value: unknown) => void = () => {}
  const run = { stop: () => (stopped = true), done: new Promise((resolve) => (settle = resolve)) }
  activeRuns.add(run)
  try {
    report.released = await releaseStaleClaims(pool, settings.claimTimeoutMs)
    report.started = await startDueCampaigns(pool)
    const transport = campaignTransport(settings)
    if (relayDown && settings.smtp) {
      try {
        await transport.verify()
        relayDown = false
      } catch (error) {
        report.relayDown = true
        report.relayFault = classifySendError(error)
      }
    }
    if (!report.relayDown) await sendQueued(payload, settings, transport, budgetMs, report, () => stopped)
    if (report.sent) relayFaults.succeeded()
    if (report.relayFault && relayFaults.failed(report.relayFault, settings.relayPauseMs)) {
      report.paused = await pauseForRelay(payload, report.relayFault)
    }
    report.finished = await finishCampaigns(pool)
    return report
  } finally {
    activeRuns.delete(run)
    settle(null)
  }
}

async function sendQueued(
  payload: Payload,
  settings: MailSettings,
  transport: Transporter,
  budgetMs: number,
  report: SendReport,
  isStopped: () => boolean,
) {
  const pool = payload.db.pool
  const deadline = Date.now() + budgetMs
  const lanes = settings.connections * 2
  const claimSize = lanes * 2
  /** Claimed, not yet handed to SMTP. */
  const buffer: ClaimedDelivery[] = []
  /** Claimed by this run and not yet recorded: renewed while held. */
  const held = new Set<number>()
  let exhausted = false
  let refill: Promise<void> | null = null
  const stopping = () => isStopped() || report.relayDown || Date.now() >= deadline

  const campaignSending = sendingCampaigns(pool)
  // Links counted unless Company details turn it off (link-tracking.ts); open pixels only when they turn them on,
  // and then only to schools that agreed (open-tracking.ts).
  const content = campaignContents(pool, await linkCountingOn(payload))
  const countOpens = await openCountingOn(payload)

  // The sender's identity at the end of every message, in the language of the version it ends.
  const senders = {
    en: companyLine(await mailCompany(payload, 'en')),
    es: companyLine(await mailCompany(payload, 'es')),
  }
  const sent = sentRecorder(pool)

  // Renewed three times per timeout (at most every 10 s): a renewal that comes late on a busy machine still
  // lands before another worker may take the claim as a dead worker's and mail the same recipient again.
  const heartbeat = setInterval(
    () => void renewClaims(pool, [...held]).catch(() => {}),
    Math.max(100, Math.min(10_000, settings.claimTimeoutMs / 3)),
  )
  let lastStaleCheck = Date.now()

  const next = async (): Promise<ClaimedDelivery | null> => {
    for (;;) {
      if (stopping()) return null
      const item = buffer.shift()
      if (item) return item
      if (exhausted) return null
      refill ??= (async () => {
        if (Date.now() - lastStaleCheck > settings.claimTimeoutMs / 2) {
          lastStaleCheck = Date.now()
          report.released += await releaseStaleClaims(pool, settings.claimTimeoutMs)
        }
        const batch = await claimDeliveries(pool, claimSize)
        for (const d of batch) held.add(d.id)
        if (!batch.length) exhausted = true
        buffer.push(...batch)
      })().finally(() => (refill = null))
      await refill
    }
  }

  const deliver = async (delivery: ClaimedDelivery) => {
    if (delivery.optedOut || delivery.bounced) {
      await markSkipped(pool, delivery.id, delivery.optedOut ? 'Opted out' : 'Bounced')
      report.skipped++
      return
    }
    if (!(await campaignSending(delivery.campaignId))) {
      // Paused or cancelled since the claim: hand it back unsent.
      await releaseClaims(pool, [delivery.id])
      return
    }
    const token = signUnsubscribe({ kind: 'delivery', id: delivery.id })
    // The recipient's language picks the version (English when the campaign has no Spanish one); the
    // unsubscribe page opens in the recipient's language whatever version it got.
    const language = recipientLanguage(delivery.language)
    const version = versionFor(await content(delivery.campaignId), language)
    const url = unsubscribePageUrl(token, language)
    const message = renderCampaignMessage(version.content, delivery, url, {
      language: version.language,
      sender: senders[version.language],
    })
    const pixel = countOpens && delivery.openConsent
    if (pixel) message.html = withOpenPixel(message.html, delivery.campaignId)
    try {
      await transport.sendMail({
        from: settings.from,
        to: delivery.email,
        ...message,
        headers: unsubscribeHeaders(token),
        // Base64 is encoded natively; nodemailer's quoted-printable runs in JavaScript over every character, the
        // largest part of a mail's cost (measured here: 1.09 → 0.69 ms of CPU to build a 10 KB campaign mail).
        textEncoding: 'base64',
      })
    } catch (error) {
      const outcome = classifySendError(error)
      if (outcome.kind === 'bounce') {
        await markBounced(pool, delivery.id, outcome.reply)
        report.bounced++
      } else if (outcome.kind === 'relay' || outcome.kind === 'auth') {
        // The relay is away or refuses us: stop claiming; what is claimed and unsent goes back without counting.
        relayDown = true
        report.relayDown = true
        report.relayFault = outcome
        await markRelayFailed(pool, delivery.id, outcome.reply, settings.retryDelayMs)
        report.retried++
      } else {
        const result = await markAttemptFailed(pool, delivery.id, outcome.reply, settings)
        report[result === 'failed' ? 'failed' : 'retried']++
      }
      return
    }
    await sent.record(delivery.id, pixel)
    report.sent++
  }

  const lane = async () => {
    for (let delivery = await next(); delivery; delivery = await next()) {
      try {
        await deliver(delivery)
      } finally {
        held.delete(delivery.id)
      }
    }
  }

  try {
    // Every lane ends before the claims are handed back; the first error (a lost database) is then raised.
    const results = await Promise.allSettled(Array.from({ length: lanes }, lane))
    const failure = results.find((r) => r.status === 'rejected')
    if (failure) throw failure.reason
  } finally {
    clearInterval(heartbeat)
    await sent.settled()
    // Claimed but never handed to SMTP (stopped, relay down, budget spent): back to the queue, not an attempt.
    const unsent = buffer.splice(0).map((d) => d.id)
    await releaseClaims(pool, unsent)
  }
}
