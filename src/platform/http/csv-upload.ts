import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebStream } from 'node:stream/web'

import busboy from 'busboy'
import type { Payload, TypedUser } from 'payload'

import { defaultLocale, type Locale } from '@i18n/locales'
import type { ImportReport } from '@/platform/csv/import'
import { CsvFormatError } from '@/platform/csv/parse'
import { recordAudit } from '@/features/privacy/audit'
import { messageText } from '@/platform/validation/messages'
import { badRequest, HttpError } from './http'

/** Room for 50,000 schools with every column filled (≈ 6 MB), with margin. */
export const MAX_CSV_BYTES = 16 * 1024 * 1024
const MULTIPART_OVERHEAD = 64 * 1024
const csvTypes = new Set(['text/csv', 'application/csv', 'text/plain', 'application/vnd.ms-excel', ''])

/** A refusal of the upload, in the staff member's language: `id` is a message of i18n/*.json. */
const refusal = (status: number, id: string, locale: Locale) =>
  new HttpError(status, [{ field: 'csvFile', message: messageText(id, locale) }])
const tooLarge = (locale: Locale) => refusal(413, 'csv.upload.tooLarge', locale)
const notCsv = (locale: Locale) => refusal(415, 'csv.upload.notCsv', locale)

/**
 * The `csvFile` field of a multipart upload, handed to `importer` as text while it arrives (busboy reads the
 * request as it comes; nothing holds the whole file): at most 16 MB, named .csv or sent as CSV, valid UTF-8 and
 * not binary. Every refusal is a 4xx naming the field; one found in the middle of the file is thrown from the text
 * the importer reads, so its transaction rolls back and nothing is imported. Refusals are in `locale`.
 */
export async function receiveCsvUpload(
  req: Request,
  importer: (text: AsyncIterable<string>, fileName: string) => Promise<ImportReport>,
  locale: Locale = defaultLocale,
): Promise<{ report: ImportReport; fileName: string }> {
  const limit = MAX_CSV_BYTES + MULTIPART_OVERHEAD
  if (Number(req.headers.get('content-length') || 0) > limit) throw tooLarge(locale)
  const contentType = req.headers.get('content-type') ?? ''
  if (!contentType.startsWith('multipart/form-data') || !req.body) {
    throw refusal(415, 'csv.upload.notMultipart', locale)
  }
  const unreadable = () => refusal(400, 'csv.upload.unreadable', locale)
  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: { 'content-type': contentType }, limits: { fileSize: MAX_CSV_BYTES, files: 1 } })
  } catch {
    throw unreadable()
  }
  const body = Readable.fromWeb(req.body as unknown as NodeWebStream<Uint8Array>)
  let received = 0
  body.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > limit) body.destroy(tooLarge(locale))
  })

  return new Promise((resolve, reject) => {
    let handled = false
    const fail = (error: unknown) => {
      body.unpipe(parser)
      body.resume()
      reject(error)
    }
    parser.on('file', (field, file, info) => {
      if (field !== 'csvFile' || handled) {
        file.resume()
        return
      }
      handled = true
      const fileName = info.filename ?? 'upload.csv'
      if (!fileName.toLowerCase().endsWith('.csv') && !csvTypes.has(info.mimeType ?? '')) {
        file.resume()
        return fail(notCsv(locale))
      }
      importer(csvText(file, locale), fileName).then((report) => resolve({ report, fileName }), fail)
    })
    parser.on('error', () => fail(unreadable()))
    parser.on('close', () => {
      if (!handled) fail(refusal(400, 'csv.upload.noFile', locale))
    })
    body.on('error', (error) => fail(error instanceof HttpError ? error : refusal(400, 'csv.upload.cutOff', locale)))
    body.pipe(parser)
  })
}

/** The file's bytes as UTF-8 text, chunk by chunk; binary content, bad UTF-8 or too many bytes end it with a 4xx. */
async function* csvText(file: NodeJS.ReadableStream & { truncated?: boolean }, locale: Locale): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true })
  let truncated = false
  file.on('limit', () => (truncated = true))
  for await (const chunk of file as AsyncIterable<Buffer>) {
    if (chunk.includes(0)) throw notCsv(locale)
    if (truncated) throw tooLarge(locale)
    yield decode(decoder, locale, chunk)
  }
  if (truncated) throw tooLarge(locale)
  const rest = decode(decoder, locale)
  if (rest) yield rest
}

function decode(decoder: TextDecoder, locale: Locale, chunk?: Buffer): string {
  try {
    return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode()
  } catch {
    throw refusal(400, 'csv.upload.notUtf8', locale)
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
