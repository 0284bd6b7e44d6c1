import { createTemplate as create, findTemplates } from '@/features/campaigns/templates'
import { templateSchema } from '@/features/campaigns/campaign-schema'
import { json, readJson, requireAdmin, route, validate } from '@/platform/http/http'

/** GET /api/email-templates: every template, the branded default first. */
export const listTemplates = route(async function listTemplates(req) {
  const { payload, user } = await requireAdmin(req)
  return json(await findTemplates(payload, user))
})

/** POST /api/email-templates: a campaign's content saved for reuse (same fields and rules as a campaign's). */
export const createTemplate = route(async function createTemplate(req) {
  const { payload, user } = await requireAdmin(req)
  const input = validate(templateSchema, await readJson(req, 1024 * 1024))
  return json(await create(payload, user, input), 201)
})
