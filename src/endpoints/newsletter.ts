import type { NewsletterSubscription } from '@/payload-types'
import { formConsent, newsletterForms } from '@/lib/consent'
import { importSubscribersCsv } from '@/lib/csv/import'
import { isSuppressed } from '@/lib/privacy/suppression'
import { newsletterSignupSchema } from '@/lib/validation/newsletter'
import { consentOf } from './contacts'
import { auditCsvImport, readCsvUpload, refuseCsvFormat } from './csv-upload'
import { idParam, json, notFound, payload, readJson, requireAdmin, route, validate } from './http'
import { enforceRateLimit } from './rate-limit'

export function toApiSubscription(doc: NewsletterSubscription) {
  return {
    id: doc.id,
    email: doc.email,
    name: doc.name ?? null,
    school: doc.school ?? null,
    source: doc.source,
    consent: { ...consentOf(doc.consent), importFile: doc.consent?.importFile ?? null },
    createdAt: doc.createdAt,
  }
}

/**
 * POST /api/newsletter: idempotent sign-up. The same address (any case) keeps one row. Every accepted sign-up
 * answers the same 201 `{ success: true }` — new, already subscribed, or on the suppression list (unsubscribed
 * or erased, never stored again) — so a stranger cannot learn from the answer whether an address is subscribed.
 */
export const subscribe = route(async (req) => {
  const signup = validate(newsletterSignupSchema, await readJson(req))
  await enforceRateLimit(req, 'signup')
  if (signup.website) return accepted()
  const instance = await payload()
  if (await isSuppressed(instance, signup.email)) return accepted()
  const existing = await instance.count({
    collection: 'newsletter-subscriptions',
    where: { email: { equals: signup.email } },
  })
  if (existing.totalDocs > 0) return accepted()
  try {
    await instance.create({
      collection: 'newsletter-subscriptions',
      overrideAccess: true,
      data: {
        email: signup.email,
        source: signup.source,
        consent: formConsent(newsletterForms[signup.source], signup.page, signup.locale),
      },
    })
  } catch (error) {
    // A concurrent sign-up of the same address won the race: that is still a success.
    const dup = (error as { data?: { errors?: Array<{ path?: string }> } }).data?.errors?.some(
      (e) => e.path === 'email',
    )
    if (!dup) throw error
  }
  return accepted()
})

const accepted = () => json({ success: true }, 201)

/** GET /api/newsletter */
export const listSubscriptions = route(async (req) => {
  const { payload: instance, user } = await requireAdmin(req)
  const { docs } = await instance.find({
    collection: 'newsletter-subscriptions',
    sort: '-createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json(docs.map(toApiSubscription))
})

/** DELETE /api/newsletter/{id} */
export const deleteSubscription = route<{ params: Promise<{ id: string }> }>(async (req, { params }) => {
  const { payload: instance, user } = await requireAdmin(req)
  const id = idParam((await params).id)
  const found = await instance.find({
    collection: 'newsletter-subscriptions',
    where: { id: { equals: id } },
    limit: 1,
    overrideAccess: false,
    user,
  })
  if (!found.docs[0]) throw notFound('id', 'No subscription with this id')
  await instance.delete({ collection: 'newsletter-subscriptions', id, overrideAccess: false, user })
  return json({ success: true, id })
})

/** POST /api/newsletter/upload-csv: multipart field csvFile; answers { count, skipped, errors }. */
export const uploadSubscribersCsv = route(async (req) => {
  const { payload: instance, user } = await requireAdmin(req)
  const { text, fileName } = await readCsvUpload(req)
  const report = await refuseCsvFormat(() =>
    importSubscribersCsv(instance.db.pool, text, { fileName, importedBy: Number(user.id) }),
  )
  await auditCsvImport(instance, user, 'newsletter-subscriptions', fileName, report)
  return json(report)
})
