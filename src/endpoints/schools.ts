import { importSchoolsCsv } from '@/lib/schools/import-csv'
import { listSchools as readAllSchools } from '@/lib/schools/records'
import { auditCsvImport, readCsvUpload, refuseCsvFormat } from './csv-upload'
import { json, requireAdmin, route } from './http'

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
