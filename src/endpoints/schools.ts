import { listSchools as readAllSchools } from '@/lib/schools/records'
import { importSchoolsCsv } from '@/lib/csv/import'
import { auditCsvImport, readCsvUpload, refuseCsvFormat } from './csv-upload'
import { json, requireAdmin, route } from './http'

/** GET /api/schools */
export const listSchools = route(async (req) => {
  const { payload: instance } = await requireAdmin(req)
  return json(await readAllSchools(instance.db.pool))
})

/** POST /api/schools/upload-csv: multipart field csvFile; answers { count, skipped, errors }. */
export const uploadSchoolsCsv = route(async (req) => {
  const { payload: instance, user } = await requireAdmin(req)
  const { text, fileName } = await readCsvUpload(req)
  const report = await refuseCsvFormat(() => importSchoolsCsv(instance.db.pool, text))
  await auditCsvImport(instance, user, 'schools', fileName, report)
  return json(report)
})
