import { listSchools as readAllSchools } from '../lib/content/schools'
import { importSchoolsCsv } from '../lib/csv/import'
import { CsvFormatError } from '../lib/csv/parse'
import { readCsvUpload } from './csv-upload'
import { badRequest, json, requireAdmin, route } from './http'

/** GET /api/schools */
export const listSchools = route(async (req) => {
  const { payload: instance } = await requireAdmin(req)
  return json(await readAllSchools(instance.db.pool))
})

/** POST /api/schools/upload-csv: multipart field csvFile; answers { count, skipped, errors }. */
export const uploadSchoolsCsv = route(async (req) => {
  const { payload: instance } = await requireAdmin(req)
  const { text } = await readCsvUpload(req)
  try {
    return json(await importSchoolsCsv(instance.db.pool, text))
  } catch (error) {
    if (error instanceof CsvFormatError) throw badRequest('csvFile', error.message)
    throw error
  }
})
