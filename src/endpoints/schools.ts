import { importSchoolsCsv } from '../lib/csv/import'
import { CsvFormatError } from '../lib/csv/parse'
import { readCsvUpload } from './csv-upload'
import { badRequest, json, requireAdmin, route } from './http'

/** GET /api/schools */
export const listSchools = route(async (req) => {
  const { payload: instance, user } = await requireAdmin(req)
  const { docs } = await instance.find({
    collection: 'schools',
    sort: 'name',
    pagination: false,
    depth: 0,
    overrideAccess: false,
    user,
  })
  return json(
    docs.map((s) => ({
      id: s.id,
      name: s.name,
      email: s.email,
      country: s.country ?? null,
      city: s.city ?? null,
      contactPerson: s.contactPerson ?? null,
      phone: s.phone ?? null,
      website: s.website ?? null,
      labels: s.labels ?? [],
      lastContacted: s.lastContacted ?? null,
      optedOutAt: s.optedOutAt ?? null,
      createdAt: s.createdAt,
    })),
  )
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
