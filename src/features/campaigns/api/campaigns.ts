import type { Payload } from 'payload'
import { z } from 'zod'

import { queueCampaignSender } from '@/features/campaigns/jobs/send-campaigns'
import { composeContent } from '@/features/campaigns/compose'
import { cancel, CampaignConflict, pause, resume, schedule, startSending } from '@/features/campaigns/lifecycle'
import { previewContent } from '@/features/campaigns/preview'
import { forgetPauseReason } from '@/features/campaigns/relay-pause'
import {
  campaignRecipientsPage,
  campaignsPage,
  streamCampaignRecipients,
  streamCampaigns,
} from '@/features/campaigns/list'
import { readCampaign as readOne } from '@/features/campaigns/records'
import { storeSelectedRecipients } from '@/features/audience/schools/selection'
import { sendTestMails, TestSendFailed } from '@/features/campaigns/test-send'
import { recordAudit } from '@/features/privacy/audit'
import { consumePoint } from '@/platform/rate-limit'
import { campaignSchema, previewSchema, testSendSchema } from '@/features/campaigns/campaign-schema'
import {
  badRequest,
  HttpError,
  idParam,
  json,
  notFound,
  readJson,
  requireAdmin,
  route,
  validate,
} from '@/platform/http/http'
import { arrayPage, pageParams, streamedArray } from '@/platform/http/lists'

/** GET /api/email-campaigns: every campaign, streamed; `?page=&limit=` for one page. */
export const listCampaigns = route(async function listCampaigns(req) {
  const { payload } = await requireAdmin(req)
  const page = pageParams(req)
  if (page) return arrayPage(await campaignsPage(payload.db.pool, page))
  return streamedArray(await streamCampaigns(payload.db.pool))
})

/**
 * POST /api/email-campaigns: the body is checked with the Campaign Creator's own schema (docs/product.md › The /api contract). A new campaign is a draft; status 'scheduled' schedules it
 * (scheduledAt in the future) and 'sending' sends it at once. 'paused', 'sent' and 'cancelled' are never a start.
 */
export const createCampaign = route(async function createCampaign(req) {
  const { payload, user } = await requireAdmin(req)
  const input = validate(campaignSchema, await readJson(req, 1024 * 1024))
  if (input.status === 'sent' || input.status === 'cancelled' || input.status === 'paused') {
    throw new CampaignConflict(`A new campaign cannot start as ${input.status}.`)
  }
  const scheduledAt = input.scheduledAt ? new Date(input.scheduledAt) : null
  if (input.status === 'scheduled' && !(scheduledAt && scheduledAt.getTime() > Date.now())) {
    throw badRequest('scheduledAt', 'Choose a time in the future.')
  }
  const recipients = [...new Set(input.recipients ?? [])]
  const selection = input.recipientSelection ?? []
  if (input.status === 'sending' && !recipients.length && !selection.length)
    throw badRequest('recipients', 'Select at least one school.')
  if (recipients.length) {
    const { totalDocs } = await payload.count({ collection: 'schools', where: { id: { in: recipients } } })
    if (totalDocs !== recipients.length) throw badRequest('recipients', 'Some selected schools no longer exist')
  }
  // Visual mode: rendered to the email's HTML and text now, so a document that shows nothing or uses a deleted
  // image is a 400 before anything is stored, and the sender mails exactly what was previewed.
  const content = await composeContent(payload, input)
  const doc = await payload.create({
    collection: 'email-campaigns',
    data: {
      name: input.name,
      scheduledAt: input.scheduledAt,
      ...content,
      status: input.status === 'scheduled' ? 'scheduled' : 'draft',
      // With a selection, the database writes every recipient at once (ids first, then what the filters take).
      recipients: selection.length ? [] : recipients,
    },
    depth: 0,
    overrideAccess: false,
    user,
  })
  if (selection.length) {
    const ids = recipients.length ? [{ select: true, filter: { ids: recipients } }] : []
    try {
      await storeSelectedRecipients(payload.db.pool, doc.id, [...ids, ...selection])
    } catch (error) {
      await payload.delete({ collection: 'email-campaigns', id: doc.id, overrideAccess: true })
      throw error
    }
  }
  if (input.status === 'sending') {
    try {
      await sendAndRecord(payload, doc.id, user)
    } catch (error) {
      // Nothing was sent: do not leave a half-made campaign behind.
      await payload.delete({ collection: 'email-campaigns', id: doc.id, overrideAccess: true })
      throw error
    }
    await queueCampaignSender(payload)
  }
  return json(await readCampaign(payload, doc.id), 201)
})

async function readCampaign(payload: Payload, id: number) {
  const campaign = await readOne(payload, id)
  if (!campaign) throw notFound('id', 'No campaign with this id')
  return campaign
}

type IdContext = { params: Promise<{ id: string }> }

/** GET /api/email-campaigns/{id}: the campaign with its delivery progress. */
export const getCampaign = route<IdContext>(async function getCampaign(req, { params }) {
  const { payload } = await requireAdmin(req)
  return json(await readCampaign(payload, idParam((await params).id)))
})

/** GET /api/email-campaigns/{id}/recipients[?page=&limit=&q=]: each selected school with what happened to its mail. */
export const listCampaignRecipients = route<IdContext>(async function listCampaignRecipients(req, { params }) {
  const { payload, user } = await requireAdmin(req)
  const id = idParam((await params).id)
  // An unknown campaign is a 404, as for GET /api/email-campaigns/{id}, not an empty list.
  const { totalDocs } = await payload.count({
    collection: 'email-campaigns',
    where: { id: { equals: id } },
    overrideAccess: false,
    user,
  })
  if (!totalDocs) throw notFound('id', 'No campaign with this id')
  const page = pageParams(req)
  // ?q= narrows a page to the schools whose name or address holds it (Send test's school picker).
  const search = (new URL(req.url).searchParams.get('q') ?? '').trim().slice(0, 100)
  if (page) return arrayPage(await campaignRecipientsPage(payload.db.pool, id, page, search))
  return streamedArray(await streamCampaignRecipients(payload.db.pool, id))
})

const scheduleSchema = z.strictObject({
  scheduledAt: z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }),
})

type Admin = Awaited<ReturnType<typeof requireAdmin>>['user']

function transition(action: (payload: Payload, id: number, req: Request, user: Admin) => Promise<void>) {
  return route<IdContext>(async function campaignTransition(req, { params }) {
    const { payload, user } = await requireAdmin(req)
    const id = idParam((await params).id)
    await action(payload, id, req, user)
    return json(await readCampaign(payload, id))
  })
}

/** Send now, recorded in the audit trail (personal data of every recipient is about to be used). */
async function sendAndRecord(payload: Payload, id: number, user: { id: number | string; email?: string | null }) {
  await startSending(payload.db.pool, id, (client, queued) =>
    recordAudit(client, {
      action: 'campaign-send',
      actor: user,
      collection: 'email-campaigns',
      documentIds: [id],
      summary: `Campaign ${id} sent to ${queued} recipients`,
      details: { recipients: queued },
    }),
  )
}

/** POST /api/email-campaigns/{id}/send */
export const sendCampaign = transition(async function sendCampaign(payload, id, _req, user) {
  await sendAndRecord(payload, id, user)
  await queueCampaignSender(payload)
})

/** POST /api/email-campaigns/{id}/schedule {scheduledAt} */
export const scheduleCampaign = transition(async function scheduleCampaign(payload, id, req) {
  const { scheduledAt } = validate(scheduleSchema, await readJson(req))
  await schedule(payload.db.pool, id, new Date(scheduledAt))
})

/** POST /api/email-campaigns/{id}/cancel */
export const cancelCampaign = transition(async function cancelCampaign(payload, id) {
  await cancel(payload.db.pool, id)
  await forgetPauseReason(payload, id)
})

/**
 * POST /api/email-campaigns/preview: the content of the creator's form rendered with the sample values, one
 * entry per version (English, and Spanish when it has one). Nothing is stored.
 */
export const previewCampaign = route(async function previewCampaign(req) {
  const { payload } = await requireAdmin(req)
  const input = validate(previewSchema, await readJson(req, 1024 * 1024))
  return json(await previewContent(payload, input))
})

/**
 * POST /api/email-campaigns/{id}/test {emails, schoolId?}: the campaign rendered for one school (its language's
 * version) or with the sample values (every version), mailed now to the typed addresses with "[TEST]" before the
 * subject, one mail per address; addresses on the suppression list are skipped and listed in `skipped`. Each staff
 * member may test with RATE_LIMIT_TEST_MAILS (30) addresses an hour, then 429. No delivery, count or
 * lastContacted is touched.
 */
export const testCampaign = route<IdContext>(async function testCampaign(req, { params }) {
  const { payload, user } = await requireAdmin(req)
  const id = idParam((await params).id)
  const input = validate(testSendSchema, await readJson(req))
  const emails = [...new Set(input.emails)]
  await consumePoint(payload.db.pool, 'testMails', `staff:${user.id}`, emails.length)
  const result = await sendTestMails(payload, id, {
    emails,
    schoolId: input.schoolId ?? null,
  }).catch((error: unknown) => {
    if (error instanceof TestSendFailed)
      throw new HttpError(error.timedOut ? 504 : 502, [{ field: 'emails', message: error.message }])
    throw error
  })
  if (result === 'no-campaign') throw notFound('id', 'No campaign with this id')
  if (result === 'no-school') throw badRequest('schoolId', 'No school with this id')
  return json(result)
})

/** POST /api/email-campaigns/{id}/pause: a sending campaign stops mailing until resumed. */
export const pauseCampaign = transition(async function pauseCampaign(payload, id) {
  await pause(payload.db.pool, id)
})

/** POST /api/email-campaigns/{id}/resume: a paused campaign carries on where it stopped. */
export const resumeCampaign = transition(async function resumeCampaign(payload, id) {
  await resume(payload.db.pool, id)
  // Paused by the sender because of the relay: staff say it is fixed. If it is not, the sender pauses it again.
  await forgetPauseReason(payload, id)
  await queueCampaignSender(payload)
})
