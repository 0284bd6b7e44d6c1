import { importSchoolsCsv } from '@/lib/schools/import-csv'
import { clearBounce, listSchools as readAllSchools } from '@/lib/schools/records'
import { auditCsvImport, readCsvUpload, refuseCsvFormat } from './csv-upload'
import { HttpError, idParam, json, notFound, requireAdmin, route } from './http'

/** GET /api/schools */
export const listSchools = route(async function listSchools(req) {
  const { payload } = await requireAdmin(req)
  return json(await readAllSchools(payload.db.pool))
})

/** POST /api/schools/upload-csv: multipart field csvFile; answers { count, skipped, errors }. */
export const uploadSchoolsCsv = route(async function uploadSchoolsCsv(req) {
  const { payload, user } = await requireAdmin(req)
  const { text, fileName } = await readCsvUpload(req)
  const report = await refuseCsvFormat(() => importSchoolsCsv(payload.db.pool, text))
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
