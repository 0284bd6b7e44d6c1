import type { EmailCampaign } from '../payload-types'
import { campaignSchema } from '../lib/validation/campaign'
import { badRequest, json, readJson, requireAdmin, route, validate } from './http'

function toApiCampaign(doc: EmailCampaign) {
  return {
    id: doc.id,
    name: doc.name,
    subject: doc.subject,
    htmlContent: doc.htmlContent,
    textContent: doc.textContent ?? null,
    status: doc.status,
    scheduledAt: doc.scheduledAt ?? null,
    totalRecipients: Number(doc.totalRecipients ?? 0),
    sentAt: doc.sentAt ?? null,
    recipients: (doc.recipients ?? []).map((r) => (typeof r === 'object' ? r.id : r)),
    createdAt: doc.createdAt,
  }
}

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
  return json(docs.map(toApiCampaign))
})

/** POST /api/email-campaigns: SPEC §5 rules; status defaults to draft. */
export const createCampaign = route(async (req) => {
  const { payload: instance, user } = await requireAdmin(req)
  const input = validate(campaignSchema, await readJson(req, 1024 * 1024))
  const recipients = [...new Set(input.recipients ?? [])]
  if (recipients.length) {
    const { totalDocs } = await instance.count({ collection: 'schools', where: { id: { in: recipients } } })
    if (totalDocs !== recipients.length) throw badRequest('recipients', 'Some selected schools no longer exist')
  }
  const doc = await instance.create({
    collection: 'email-campaigns',
    data: { ...input, recipients, textContent: input.textContent ?? null },
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json(toApiCampaign(doc), 201)
})
