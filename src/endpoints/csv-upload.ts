import type { Payload, TypedUser } from 'payload'

import type { ImportReport } from '@/lib/csv/import'
import { CsvFormatError } from '@/lib/csv/parse'
import { recordAudit } from '@/lib/privacy/audit'
import { badRequest, HttpError, readLimited } from './http'

/** Room for 50,000 schools with every column filled (≈ 6 MB), with margin. */
export const MAX_CSV_BYTES = 16 * 1024 * 1024
const MULTIPART_OVERHEAD = 64 * 1024
const csvTypes = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', ''])

/**
 * The text of the `csvFile` field of a multipart upload: at most 16 MB, named .csv or sent as CSV,
 * valid UTF-8 and not binary. Every refusal is a 4xx naming the field.
 */
export async function readCsvUpload(req: Request): Promise<{ text: string; fileName: string }> {
  const limit = MAX_CSV_BYTES + MULTIPART_OVERHEAD
  const tooLarge = new HttpError(413, [{ field: 'csvFile', message: 'The CSV file is larger than 16 MB' }])
  if (Number(req.headers.get('content-length') || 0) > limit) throw tooLarge
  if (!req.headers.get('content-type')?.startsWith('multipart/form-data')) {
    throw new HttpError(415, [
      { field: 'csvFile', message: 'Send the file as multipart/form-data in the field csvFile' },
    ])
  }
  let form: FormData
  try {
    // With a declared length (what browsers send) the body cannot outgrow it: parsed as it arrives. Without one,
    // it is read up to the limit first. A copy less of a 16 MB upload matters within the app's memory budget.
    form = req.headers.get('content-length')
      ? await req.formData()
      : await new Request(req.url, {
          method: 'POST',
          headers: req.headers,
          body: (await readLimited(req, limit)) as Uint8Array<ArrayBuffer>,
        }).formData()
  } catch (error) {
    if (error instanceof HttpError) throw tooLarge
    throw badRequest('csvFile', 'The upload could not be read as multipart/form-data')
  }
  const file = form.get('csvFile')
  if (!file || typeof file === 'string') throw badRequest('csvFile', 'Choose a CSV file to upload (field csvFile)')
  if (file.size > MAX_CSV_BYTES) throw tooLarge
  const named = file.name.toLowerCase().endsWith('.csv')
  if (!named && !csvTypes.has(file.type)) {
    throw new HttpError(415, [{ field: 'csvFile', message: 'Please select a valid CSV file.' }])
  }
  const bytes = new Uint8Array(await file.arrayBuffer())
  if (bytes.includes(0)) throw new HttpError(415, [{ field: 'csvFile', message: 'Please select a valid CSV file.' }])
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), fileName: file.name }
  } catch {
    throw badRequest('csvFile', 'The CSV file must be UTF-8 encoded')
  }
}

/** Runs an import; a file whose format is wrong (e.g. no email column) is a 400 naming csvFile. */
export async function refuseCsvFormat(run: () => Promise<ImportReport>): Promise<ImportReport> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof CsvFormatError) throw badRequest(error.field, error.message)
    throw error
  }
}

/** A CSV import in the audit trail: who imported which file into which list, and what it did. */
export async function auditCsvImport(
  payload: Payload,
  user: TypedUser,
  collection: 'newsletter-subscriptions' | 'schools',
  fileName: string,
  report: ImportReport,
): Promise<void> {
  await recordAudit(payload, {
    action: 'csv-import',
    actor: { id: user.id, email: user.email },
    collection,
    summary: `Imported ${report.count} rows into ${collection} from "${fileName}" (${report.skipped} skipped)`,
    details: { fileName, added: report.count, skipped: report.skipped },
  })
}
