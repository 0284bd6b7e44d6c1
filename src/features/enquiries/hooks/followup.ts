import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { queueAssigneeMail } from '../jobs/followup-tasks'
import { isAnsweredStage, isProcessedStage, isStage, type Stage, stageOfProcessed } from '../stages'
import { actorOf, recordEvent } from '../timeline'
import { followupNow } from '../business-hours'
import { staffName } from '@/features/staff/staff'

const idOf = (value: unknown): number | null =>
  typeof value === 'number' ? value : value && typeof value === 'object' && 'id' in value ? Number(value.id) : null

/**
 * Keeps the API's `processed` flag and the stage saying the same thing, whichever of the two a caller changes:
 * "processed" is any stage after `new`, and marking a new enquiry processed moves it to `contacted`.
 * The first time it reaches a stage that means the person was answered is its first answer (`firstReplyAt`, the
 * Dashboard's median first answer); a reply sent from the Dashboard sets it to the time the mail went.
 */
export const syncStage: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  // A new enquiry's stage is set on arrival (../arrival.ts, the hook before this one).
  if (operation === 'create') return data
  // On update `data` is the whole document with the changes applied: compare with the stored one to see which
  // of the two the caller changed.
  const before: Stage = isStage(originalDoc?.stage) ? originalDoc.stage : stageOfProcessed(originalDoc?.processed)
  const processedChanged = typeof data.processed === 'boolean' && data.processed !== Boolean(originalDoc?.processed)
  let stage: Stage
  if (isStage(data.stage) && data.stage !== before) stage = data.stage
  else if (processedChanged) stage = data.processed ? (before === 'new' ? 'contacted' : before) : 'new'
  else stage = before
  const next: Record<string, unknown> = { ...data, stage, processed: isProcessedStage(stage) }
  if (isAnsweredStage(stage) && !originalDoc?.firstReplyAt && !data.firstReplyAt) {
    next.firstReplyAt = followupNow().toISOString()
  }
  return next
}

/**
 * Stage and owner changes go on the enquiry's timeline with who made them, whatever made them (the Dashboard,
 * the /api contract, Payload's edit form); a new owner other than the one assigning gets a short mail.
 */
export const recordFollowupChanges: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  if (operation !== 'update') return doc
  const by = actorOf(req.user)
  if (previousDoc?.stage && previousDoc.stage !== doc.stage) {
    await recordEvent(
      req.payload,
      { contactId: doc.id, type: 'stage', by, data: { from: previousDoc.stage, to: doc.stage } },
      req,
    )
  }
  const from = idOf(previousDoc?.owner)
  const to = idOf(doc.owner)
  if (from !== to) {
    const names = await ownerNames(req, [from, to])
    await recordEvent(
      req.payload,
      {
        contactId: doc.id,
        type: 'owner',
        by,
        data: { from, fromName: from ? names.get(from) : null, to, toName: to ? names.get(to) : null },
      },
      req,
    )
    if (to && to !== by?.id) await queueAssigneeMail(req, doc.id, to, by)
  }
  return doc
}

async function ownerNames(req: Parameters<CollectionAfterChangeHook>[0]['req'], ids: Array<number | null>) {
  const wanted = ids.filter((id): id is number => id !== null)
  const names = new Map<number, string>()
  if (!wanted.length) return names
  const { docs } = await req.payload.find({
    collection: 'users',
    where: { id: { in: wanted } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    req,
  })
  for (const user of docs) names.set(user.id, staffName(user))
  return names
}
