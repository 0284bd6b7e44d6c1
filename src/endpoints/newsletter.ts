import { isSuppressed } from '@/lib/privacy/suppression'
import { importSubscribersCsv } from '@/lib/subscriptions/import-csv'
import { findSubscriptions, removeSubscription, storeSignup } from '@/lib/subscriptions/records'
import { newsletterSignupSchema } from '@/lib/validation/newsletter'
import { auditCsvImport, readCsvUpload, refuseCsvFormat } from './csv-upload'
import { idParam, json, loadPayload, notFound, readJson, requireAdmin, route, validate } from './http'
import { enforceRateLimit } from './rate-limit'

/**
 * POST /api/newsletter: idempotent sign-up. The same address (any case) keeps one row and still answers
 * success, so the form never tells a stranger whether an address is subscribed. An address on the suppression
 * list (unsubscribed or erased) is never stored again; the answer is the same success.
 */
export const subscribe = route(async function subscribe(req) {
  const signup = validate(newsletterSignupSchema, await readJson(req))
  await enforceRateLimit(req, 'signup')
  if (signup.website) return json({ success: true }, 201)
  const payload = await loadPayload()
  if (await isSuppressed(payload, signup.email)) return json({ success: true }, 201)
  const stored = await storeSignup(payload, signup)
  return json({ success: true }, stored ? 201 : 200)
})

/** GET /api/newsletter */
export const listSubscriptions = route(async function listSubscriptions(req) {
  const { payload, user } = await requireAdmin(req)
  return json(await findSubscriptions(payload, user))
})

/** DELETE /api/newsletter/{id} */
export const deleteSubscription = route<{ params: Promise<{ id: string }> }>(async function deleteSubscription(
  req,
  { params },
) {
  const { payload, user } = await requireAdmin(req)
  const id = idParam((await params).id)
  if (!(await removeSubscription(payload, user, id))) throw notFound('id', 'No subscription with this id')
  return json({ success: true, id })
})

/** POST /api/newsletter/upload-csv: multipart field csvFile; answers { count, skipped, errors }. */
export const uploadSubscribersCsv = route(async function uploadSubscribersCsv(req) {
  const { payload, user } = await requireAdmin(req)
  const { text, fileName } = await readCsvUpload(req)
  const report = await refuseCsvFormat(() =>
    importSubscribersCsv(payload.db.pool, text, { fileName, importedBy: Number(user.id) }),
  )
  await auditCsvImport(payload, user, 'newsletter-subscriptions', fileName, report)
  return json(report)
})
