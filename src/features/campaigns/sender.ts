import type { Transporter } from 'nodemailer'
import type { Payload } from 'payload'

import { finishCampaigns, startDueCampaigns } from '@/features/campaigns/lifecycle'
import type { MailSettings } from '@/platform/mail/settings'
import { unsubscribeHeaders } from '@/platform/mail/unsubscribe-token'
import { campaignTransport, closeCampaignTransports } from './campaign-transport'
import { type ClaimedDelivery, markSkipped, recordFailedSend, releaseClaims, releaseStaleClaims } from './deliveries'
import { deliveryMessages } from './delivery-messages'
import { openDeliveryQueue } from './delivery-queue'
import { pauseForRelay, relayFaultTracker } from './relay-pause'
import { sendingCampaigns } from './sending-campaigns'
import { sentRecorder } from './sent-recorder'
import { classifySendError, isRelayFault, type SendOutcome } from './smtp-errors'

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
/** Set once this process is stopping: a run that begins afterwards (a tick already under way) mails nobody. */
let shuttingDown = false

/** Stops every sender run of this process: unsent claims go back to the queue. Resolves when they did. */
export async function stopCampaignSenders(): Promise<void> {
  shuttingDown = true
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
  let stopped = shuttingDown
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

/**
 * Mails queued recipients in a few lanes per SMTP connection until the queue is empty, the run is stopped, the
 * relay fails or the time budget is spent.
 */
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
  const campaignSending = sendingCampaigns(pool)
  const messageFor = await deliveryMessages(payload)
  const sent = sentRecorder(pool)
  const queue = openDeliveryQueue(pool, {
    claimSize: lanes * 2,
    claimTimeoutMs: settings.claimTimeoutMs,
    stopping: () => isStopped() || report.relayDown || Date.now() >= deadline,
    onStaleReleased: (count) => (report.released += count),
  })

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
    const { message, token, pixel } = await messageFor(delivery)
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
      if (isRelayFault(outcome)) {
        // The relay is away or refuses us: stop claiming; what is claimed and unsent goes back without counting.
        relayDown = true
        report.relayDown = true
        report.relayFault = outcome
      }
      report[await recordFailedSend(pool, delivery.id, outcome, settings)]++
      return
    }
    await sent.record(delivery.id, pixel)
    report.sent++
  }

  const lane = async () => {
    for (let delivery = await queue.next(); delivery; delivery = await queue.next()) {
      try {
        await deliver(delivery)
      } finally {
        queue.finished(delivery.id)
      }
    }
  }

  try {
    // Every lane ends before the claims are handed back; the first error (a lost database) is then raised.
    const results = await Promise.allSettled(Array.from({ length: lanes }, lane))
    const failure = results.find((r) => r.status === 'rejected')
    if (failure) throw failure.reason
  } finally {
    await sent.settled()
    await queue.close()
  }
}
