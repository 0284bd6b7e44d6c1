import type { Pool } from 'pg'

import { type MailJob, storeEnquiry } from '@/features/enquiries/store-enquiry'
import { inTransaction, type Queryable } from '@/platform/db'
import type { Enquiry } from '@/platform/validation/enquiry'
import type { TripPrice } from './pricing'

/**
 * The only code that reads or writes the trip requests' table (collection trip-requests): raw SQL beside the
 * enquiry's own insert, so both are one transaction, and the local API for staff reads.
 */

export type StoredTrip = {
  summary: string
  destination: string
  month: string
  days: number
  students: number
  teachers: number
  addOns: string[]
  price: TripPrice | null
  rulesId: number | null
  rulesVersion: number | null
  locale: string
}

/**
 * Stores the enquiry (through the enquiry path every form uses, with its mail jobs) and the trip request beside
 * it, in one transaction: both or nothing. Answers the enquiry's id.
 */
export async function storeTripRequest(
  pool: Pool,
  enquiry: Enquiry,
  trip: StoredTrip,
  mailJobs: MailJob[],
): Promise<number> {
  return inTransaction(pool, async (client) => {
    const contactId = await storeEnquiry(client, enquiry, mailJobs)
    await client.query(
      `INSERT INTO trip_requests (summary, contact_id, destination, month, days, students, teachers, add_ons, price,
                                  price_rules_id, rules_version, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9::jsonb, $10, $11, $12)`,
      [
        trip.summary,
        contactId,
        trip.destination,
        trip.month,
        trip.days,
        trip.students,
        trip.teachers,
        JSON.stringify(trip.addOns),
        JSON.stringify(trip.price),
        trip.rulesId,
        trip.rulesVersion,
        trip.locale,
      ],
    )
    return contactId
  })
}

export type TripRow = Omit<StoredTrip, 'summary' | 'rulesId'> & { id: number; contactId: number }

/** The trip request of an enquiry, for its mails; null when the enquiry came from another form. */
export async function tripOfEnquiry(db: Queryable, contactId: number): Promise<TripRow | null> {
  const { rows } = await db.query<TripRow>(
    `SELECT id, contact_id AS "contactId", destination, month, days::int, students::int, teachers::int,
            add_ons AS "addOns", price, rules_version::int AS "rulesVersion", locale
       FROM trip_requests WHERE contact_id = $1 ORDER BY id DESC LIMIT 1`,
    [contactId],
  )
  return rows[0] ?? null
}

/** Erasure: the trip requests of every enquiry from this address (before the enquiries themselves). */
export async function deleteTripRequestsOf(db: Queryable, email: string): Promise<number> {
  const sql = 'DELETE FROM trip_requests WHERE contact_id IN (SELECT id FROM contacts WHERE email = $1)'
  return (await db.query(sql, [email])).rowCount ?? 0
}

/** Retention: the trip requests whose enquiry was deleted (the foreign key then leaves them without one). */
export async function deleteTripRequestsWithoutEnquiry(db: Queryable): Promise<number> {
  return (await db.query('DELETE FROM trip_requests WHERE contact_id IS NULL')).rowCount ?? 0
}
