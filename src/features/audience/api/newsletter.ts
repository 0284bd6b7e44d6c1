import { requestSignup } from '@/features/audience/signup-requests'
import { importSubscribersCsv } from '@/features/audience/subscribers/import-csv'
import { streamSubscriptions, subscriptionsPage } from '@/features/audience/subscribers/list'
import { removeSubscription } from '@/features/audience/subscribers/records'
import { newsletterSignupSchema } from '@/platform/validation/newsletter'
import { auditCsvImport, receiveCsvUpload, refuseCsvFormat } from '@/platform/http/csv-upload'
import {
  idParam,
  json,
  loadPayload,
  notFound,
  readJson,
  requireAdmin,
  route,
  staffLanguage,
  validate,
} from '@/platform/http/http'
import { arrayPage, pageOf, pageParams, streamedArray } from '@/platform/http/lists'
import { enforceRateLimit } from '@/platform/http/rate-limit'

/**
 * POST /api/newsletter: a sign-up request (double opt-in, src/features/audience/signup-requests.ts). The address
 * is subscribed only once the person opens the link in the confirmation mail queued here. Every accepted request
 * answers the same 201 `{ success: true }` — new, already subscribed, unconfirmed, or unsubscribed before — so a
 * stranger cannot learn from the answer (nor, one SQL statement either way, from its time) whether an address is
 * subscribed.
 */
export const subscribe = route(async function subscribe(req) {
  const signup = validate(newsletterSignupSchema, await readJson(req))
  await enforceRateLimit(req, 'signup')
  if (signup.website) return accepted()
  const payload = await loadPayload()
  await requestSignup(payload.db.pool, signup)
  return accepted()
})

const accepted = () => json({ success: true }, 201)

/** GET /api/newsletter: every subscriber, streamed; `?page=&limit=` for one page. */
export const listSubscriptions = route(async function listSubscriptions(req) {
  const { payload } = await requireAdmin(req)
  const page = pageParams(req)
  if (page) return arrayPage(await subscriptionsPage(payload.db.pool, page))
  return streamedArray(await streamSubscriptions(payload.db.pool))
})

/** GET /api/newsletter/page?page=&limit=: the Dashboard's page of subscribers with how many there are. */
export const subscriptionsPageRead = route(async function subscriptionsPageRead(req) {
  const { payload } = await requireAdmin(req)
  return json(await subscriptionsPage(payload.db.pool, pageOf(req)))
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
  const language = staffLanguage(req, payload.config)
  const { report, fileName } = await receiveCsvUpload(
    req,
    (text, fileName) =>
      refuseCsvFormat(() =>
        importSubscribersCsv(payload.db.pool, text, { fileName, importedBy: Number(user.id) }, language),
      ),
    language,
  )
  await auditCsvImport(payload, user, 'newsletter-subscriptions', fileName, report)
  return json(report)
})
