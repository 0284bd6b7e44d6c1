import { defaultLocale } from '@i18n/locales'
import { enquiryForms, formConsent } from '@/platform/consent'
import type { Queryable } from '@/platform/db'
import { privacyVersionNow } from '@/features/privacy/policy-version'
import type { Enquiry } from '@/platform/validation/enquiry'
import { ARRIVAL_COLUMNS, type Arrival, arrivalOf } from './arrival'

/** A Payload job that sends one of an enquiry's mails: a task taking `{ contactId }`, and its queue. */
export type MailJob = { task: string; queue: string }

/** The arrival fields (arrival.ts), written after the statement's first 15 parameters, in this order. */
const ARRIVAL_FIELDS = Object.keys(ARRIVAL_COLUMNS) as Array<keyof Arrival>

/** The contact and its mail jobs in one statement. */
const INSERT_ENQUIRY = `WITH contact AS (
   INSERT INTO contacts (name, email, organization, contact_type, destination, program_type, message, locale,
                         consent_at, consent_form, consent_page, consent_locale, consent_privacy_version,
                         ${ARRIVAL_FIELDS.map((field) => ARRIVAL_COLUMNS[field]).join(', ')})
   VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, ${ARRIVAL_FIELDS.map((_, i) => `$${16 + i}`).join(', ')})
   RETURNING id
 ), job AS (
   INSERT INTO payload_jobs (input, queue, task_slug)
   SELECT jsonb_build_object('contactId', contact.id), job.queue, job.task::enum_payload_jobs_task_slug
     FROM contact, unnest($14::text[], $15::text[]) AS job(queue, task)
 )
 SELECT id FROM contact`

/**
 * Stores an enquiry the public form sent (already validated with the shared zod schema, which trims and
 * lower-cases the email) and queues its mails, in one SQL statement: the contact and its mail jobs are committed
 * together or not at all.
 *
 * Why not `payload.create` and `payload.jobs.queue`: on the request path they cost about 8 ms of CPU per
 * enquiry (half of it drizzle building the SQL of four statements), which held POST /api/contacts near 110
 * req/s on two cores (the target is 200), and an enquiry stored just before a failed queue call lost
 * its mails. This writes the same columns Payload would, so the admin, the API and the jobs read the rows as
 * their own. What a new enquiry gets on arrival (stage, processed flag, last contact) comes from the same function
 * as the collection's create hook (arrival.ts), and every field it returns is written. The job rows are what
 * `payload.jobs.queue` inserts for a task.
 * tests/int/api-public.int.spec.ts compares the row with one made by `payload.create` and reads the job back;
 * tests/int/mail-enquiries.int.spec.ts runs the job. `db` is the pool, or a connection whose transaction also stores what
 * came with the enquiry (a plan-a-trip request).
 */
export async function storeEnquiry(db: Queryable, enquiry: Enquiry, mailJobs: MailJob[]): Promise<number> {
  const consent = formConsent(
    enquiryForms[enquiry.contactType],
    enquiry.page,
    enquiry.locale,
    await privacyVersionNow(db),
  )
  const arrival = arrivalOf({}, new Date())
  const { rows } = await db.query<{ id: number }>(INSERT_ENQUIRY, [
    enquiry.name,
    enquiry.email,
    enquiry.organization,
    enquiry.contactType,
    enquiry.destination ?? null,
    enquiry.contactType === 'erasmus' ? enquiry.programType : null,
    enquiry.message,
    enquiry.locale ?? defaultLocale,
    consent.at,
    consent.form,
    consent.page,
    consent.locale,
    consent.privacyVersion,
    mailJobs.map((job) => job.queue),
    mailJobs.map((job) => job.task),
    ...ARRIVAL_FIELDS.map((field) => arrival[field]),
  ])
  return rows[0]!.id
}
