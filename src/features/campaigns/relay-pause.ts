import type { Payload } from 'payload'

import { pauseAllSending } from './lifecycle'
import type { SendOutcome } from './smtp-errors'

/**
 * A relay that is misconfigured (wrong login, sender address refused) fails every send for ever: retried without
 * end, the campaign would stay "sending" with only a log line. So the sender pauses the campaigns itself and says
 * why in their detail view, and staff resume them once the relay is fixed.
 */

/** Why the sender paused a campaign (kept until staff resume or cancel it). */
export type PauseReason = {
  /** 'auth': the relay refused the login; 'relay': it kept failing for `MAIL_RELAY_PAUSE_MS`. */
  kind: 'auth' | 'relay'
  /** The relay's last answer (or the network error). */
  reply: string
  /** When it was paused (ISO). */
  at: string
}

/** Failing runs in a row, at least, before a relay that keeps failing pauses the campaigns. */
const MIN_FAILED_RUNS = 3

/**
 * The relay failures one worker has seen since it last had a mail accepted. A refused login pauses at once: it
 * never mends by itself. Any other relay failure (refused or reset connections, timeouts, 4xx or 5xx to the
 * sender address) pauses only when runs kept failing for `pauseAfterMs` without one mail accepted: a relay down
 * for maintenance should not need anyone, the campaign carries on by itself when it is back.
 */
export function relayFaultTracker() {
  let since = 0
  let runs = 0
  return {
    /** A mail was accepted: the relay works. */
    succeeded() {
      since = 0
      runs = 0
    },
    /** A run ended on a relay failure: whether the campaigns should be paused now. */
    failed(outcome: SendOutcome, pauseAfterMs: number, now = Date.now()): boolean {
      since ||= now
      runs++
      if (outcome.kind !== 'auth' && !(runs >= MIN_FAILED_RUNS && now - since >= pauseAfterMs)) return false
      since = 0
      runs = 0
      return true
    },
  }
}

const reasonKey = (campaignId: number) => `campaign-pause-reason:${campaignId}`

/**
 * Pauses every campaign that is sending (they all go through the one relay) and stores why, in Payload's
 * key-value store. Returns the campaigns paused.
 */
export async function pauseForRelay(payload: Payload, outcome: SendOutcome): Promise<number[]> {
  const paused = await pauseAllSending(payload.db.pool)
  const reason: PauseReason = {
    kind: outcome.kind === 'auth' ? 'auth' : 'relay',
    reply: outcome.reply.slice(0, 500),
    at: new Date().toISOString(),
  }
  for (const id of paused) await payload.kv.set(reasonKey(id), reason)
  return paused
}

/** Why the sender paused this campaign, or null (staff paused it, or it is not paused). */
export const pauseReasonOf = (payload: Payload, campaignId: number) =>
  payload.kv.get<PauseReason>(reasonKey(campaignId))

/** Resumed or cancelled: the reason no longer applies. */
export const forgetPauseReason = (payload: Payload, campaignId: number) => payload.kv.delete(reasonKey(campaignId))
