import { importSchoolsCsv } from '@/features/audience/schools/import-csv'
import { schoolFacets, schoolsPage, streamSchools } from '@/features/audience/schools/list'
import { clearBounce } from '@/features/audience/schools/records'
import { selectionCounts } from '@/features/audience/schools/selection'
import { schoolFilterSchema, schoolSelectionSchema } from '@/platform/validation/school-selection'
import { z } from 'zod'
import { auditCsvImport, receiveCsvUpload, refuseCsvFormat } from '@/platform/http/csv-upload'
import {
  HttpError,
  idParam,
  json,
  localeParam,
  notFound,
  readJson,
  requireAdmin,
  route,
  staffLanguage,
  validate,
} from '@/platform/http/http'
import { arrayPage, pageOf, pageParams, streamedArray } from '@/platform/http/lists'
import { schoolQueryOf } from './school-query'

/** GET /api/schools: every school, streamed; `?page=&limit=` for one page (docs/product.md › The /api contract). */
export const listSchools = route(async function listSchools(req) {
  const { payload } = await requireAdmin(req)
  const page = pageParams(req)
  if (page) return arrayPage(await schoolsPage(payload.db.pool, {}, page))
  return streamedArray(await streamSchools(payload.db.pool))
})

/**
 * GET /api/schools/page: the staff screens' page of schools, filtered by the database (q, country keys, labels,
 * bounced, optedOut=exclude), with `facets=1` the countries and labels to filter by and how many schools there are.
 */
export const schoolsPageRead = route(async function schoolsPageRead(req) {
  const { payload } = await requireAdmin(req)
  const query = schoolQueryOf(req)
  const wantsFacets = new URL(req.url).searchParams.get('facets') === '1'
  const [page, facets] = await Promise.all([
    schoolsPage(payload.db.pool, query, pageOf(req)),
    wantsFacets
      ? schoolFacets(payload.db.pool, localeParam(req), { withoutOptedOut: query.withoutOptedOut })
      : Promise.resolve(undefined),
  ])
  return json({ ...page, facets })
})

const selectionCountSchema = z.strictObject({ selection: schoolSelectionSchema, filter: schoolFilterSchema })

/**
 * POST /api/schools/selection {selection, filter}: how many schools a Campaign Creator selection takes, and of the
 * schools the filter shows, how many are selected. Unsubscribed schools count for neither.
 */
export const schoolSelectionCount = route(async function schoolSelectionCount(req) {
  const { payload } = await requireAdmin(req)
  const { selection, filter } = validate(selectionCountSchema, await readJson(req, 1024 * 1024))
  return json(await selectionCounts(payload.db.pool, selection, filter))
})

/** POST /api/schools/upload-csv: multipart field csvFile; answers { count, skipped, errors }. */
export const uploadSchoolsCsv = route(async function uploadSchoolsCsv(req) {
  const { payload, user } = await requireAdmin(req)
  const language = staffLanguage(req, payload.config)
  const { report, fileName } = await receiveCsvUpload(
    req,
    (text) => refuseCsvFormat(() => importSchoolsCsv(payload.db.pool, text, language)),
    language,
  )
  await auditCsvImport(payload, user, 'schools', fileName, report)
  return json(report)
})

/** POST /api/schools/{id}/clear-bounce: campaigns mail the school again; 409 when it has no bounce. */
export const clearSchoolBounce = route<{ params: Promise<{ id: string }> }>(async function clearSchoolBounce(
  req,
  { params },
) {
  const { payload } = await requireAdmin(req)
  const id = idParam((await params).id)
  const result = await clearBounce(payload.db.pool, id)
  if (result === 'not-found') throw notFound('id', 'No school with this id')
  if (result === 'not-bounced') {
    throw new HttpError(409, [{ field: 'bouncedAt', message: 'This school has no hard bounce to clear.' }])
  }
  return json({ id, bouncedAt: null, bounceReason: null })
})
