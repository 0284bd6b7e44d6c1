import { isProcessedStage, isStage, type Stage, stageOfProcessed } from './stages'

/** The fields every new enquiry starts with. */
export type Arrival = { stage: Stage; processed: boolean; lastContactAt: string }

/** Each arrival field's column in `contacts`: a field added to Arrival needs its column here (the type says so). */
export const ARRIVAL_COLUMNS: { readonly [K in keyof Arrival]: string } = {
  stage: 'stage',
  processed: 'processed',
  lastContactAt: 'last_contact_at',
}

/**
 * What a new enquiry gets when it arrives, however it is stored: Payload's create (staff, the local API) runs it as
 * the Contacts collection's create hook (hooks/arrival.ts), and the public form's one-statement insert
 * (store-enquiry.ts) writes every field it returns. A rule for new enquiries belongs here, so it reaches both
 * (tests/int/enquiry-arrival.int.spec.ts stores one each way and compares).
 * - The stage is the one given, or the one the `processed` flag means; the flag follows the stage.
 * - The last contact is now (the retention period of enquiries counts from it), unless given.
 */
export function arrivalOf(
  given: { stage?: unknown; processed?: unknown; lastContactAt?: unknown },
  now: Date,
): Arrival {
  const stage = isStage(given.stage) && given.stage !== 'new' ? given.stage : stageOfProcessed(Boolean(given.processed))
  const lastContactAt =
    typeof given.lastContactAt === 'string' && given.lastContactAt ? given.lastContactAt : now.toISOString()
  return { stage, processed: isProcessedStage(stage), lastContactAt }
}
