import type { Payload } from 'payload'
import { z } from 'zod'

import { queueCampaignSender } from '@/jobs/queue-mail'
import { cancel, CampaignConflict, schedule, startSending } from '@/lib/campaigns/lifecycle'
import { campaignRecipients, readCampaign as readOne, toApiCampaign } from '@/lib/campaigns/read'
import { deliveryCounts } from '@/lib/mail/campaign-deliveries'
import { recordAudit } from '@/lib/privacy/audit'
import { campaignSchema } from '@/lib/validation/campaign'
import { badRequest, idParam, json, notFound, readJson, requireAdmin, route, validate } from './http'

/** GET /api/email-campaigns */
export const listCampaigns = route(async (req) => {
  const { payload: instance, user } = await requireAdmin(req)
  const { docs } = await instance.find({
    collection: 'email-campaigns',
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  const counts = await deliveryCounts(
    instance.db.pool,
    docs.map((d) => d.id),
  )
  return json(docs.map((doc) => toApiCampaign(doc, counts.get(doc.id))))
})

/**
 * POST /api/email-campaigns: SPEC §5 rules. A new campaign is a draft; status 'scheduled' schedules it
 * (scheduledAt in the future) and 'sending' sends it at once. 'sent' and 'cancelled' are outcomes, never a start.
 */
export const createCampaign = route(async (req) => {
  const { payload: instance, user } = await requireAdmin(req)
  const input = validate(campaignSchema, await readJson(req, 1024 * 1024))
  if (input.status === 'sent' || input.status === 'cancelled') {
    throw new CampaignConflict(`A new campaign cannot start as ${input.status}.`)
  }
  const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null
  if (input.status === 'scheduled' && !(scheduledAt && scheduledAt.getTime() > Date.now())) {
    throw badRequest('scheduledAt', 'Choose a time in the future.')
  }
  const recipients = [...new Set(input.recipients ?? [])]
  if (input.status === 'sending' && !recipients.length) throw badRequest('recipients', 'Select at least one school.')
  if (recipients.length) {
    const { totalDocs } = await instance.count({ collection: 'schools', where: { id: { in: recipients } } })
    if (totalDocs !== recipients.length) throw badRequest('recipients', 'Some selected schools no longer exist')
  }
  const doc = await instance.create({
    collection: 'email-campaigns',
    data: {
      ...input,
      status: input.status === 'scheduled' ? 'scheduled' : 'draft',
      recipients,
      textContent: input.textContent ?? null,
    },
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (input.status === 'sending') {
    try {
      await sendAndRecord(instance, doc.id, user)
    } catch (error) {
      // Nothing was sent: do not leave a half-made campaign behind.
      await instance.delete({ collection: 'email-campaigns', id: doc.id, overrideAccess: true })
      throw error
    }
    await queueCampaignSender(instance)
  }
  return json(await readCampaign(instance, doc.id), 201)
})

async function readCampaign(instance: Payload, id: number) {
  const campaign = await readOne(instance, id)
  if (!campaign) throw notFound('id', 'No campaign with this id')
  return campaign
}

type IdContext = { params: Promise<{ id: string }> }

/** GET /api/email-campaigns/{id}: the campaign with its delivery progress. */
export const getCampaign = route<IdContext>(async (req, { params }) => {
  const { payload: instance } = await requireAdmin(req)
  return json(await readCampaign(instance, idParam((await params).id)))
})

/** GET /api/email-campaigns/{id}/recipients: each selected school with what happened to its mail. */
export const listCampaignRecipients = route<IdContext>(async (req, { params }) => {
  const { payload: instance, user } = await requireAdmin(req)
  const id = idParam((await params).id)
  // An unknown campaign is a 404, as for GET /api/email-campaigns/{id}, not an empty list.
  const { totalDocs } = await instance.count({
    collection: 'email-campaigns',
    where: { id: { equals: id } },
    overrideAccess: false,
    user,
  })
  if (!totalDocs) throw notFound('id', 'No campaign with this id')
  return json(await campaignRecipients(instance.db.pool, id))
})

const scheduleSchema = z.strictObject({
  scheduledAt: z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }),
})

type Admin = Awaited<ReturnType<typeof requireAdmin>>['user']

function transition(action: (instance: Payload, id: number, req: Request, user: Admin) => Promise<void>) {
  return route<IdContext>(async (req, { params }) => {
    const { payload: instance, user } = await requireAdmin(req)
    const id = idParam((await params).id)
    await action(instance, id, req, user)
    return json(await readCampaign(instance, id))
  })
}

/** Send now, recorded in the audit trail (personal data of every recipient is about to be used). */
async function sendAndRecord(instance: Payload, id: number, user: { id: number | string; email?: string | null }) {
  const queued = await startSending(instance.db.pool, id)
  await recordAudit(instance, {
    action: 'campaign-send',
    actor: user,
    collection: 'email-campaigns',
    documentIds: [id],
    summary: `Campaign ${id} sent to ${queued} recipients`,
    details: { recipients: queued },
  })
}

/** POST /api/email-campaigns/{id}/send */
export const sendCampaign = transition(async (instance, id, _req, user) => {
  await sendAndRecord(instance, id, user)
  await queueCampaignSender(instance)
})

/** POST /api/email-campaigns/{id}/schedule {scheduledAt} */
export const scheduleCampaign = transition(async (instance, id, req) => {
  const { scheduledAt } = validate(scheduleSchema, await readJson(req))
  await schedule(instance.db.pool, id, new Date(scheduledAt))
})

/** POST /api/email-campaigns/{id}/cancel */
export const cancelCampaign = transition(async (instance, id) => {
  await cancel(instance.db.pool, id)
})
