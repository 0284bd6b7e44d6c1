/**
 * Rows at the agency's size, made with SQL (one statement per table, generate_series), for the scale and admin
 * parts: schools with labels and a country typed two ways, subscribers, enquiries over the last 90 days in every
 * stage, and campaigns, one of them to every school in Spain.
 */
import pg from 'pg'

export type Volume = { schools: number; subscribers: number; enquiries: number; campaigns: number }

export async function seedVolume(databaseUri: string, volume: Volume): Promise<{ bigCampaignId: number | null }> {
  const db = new pg.Client({ connectionString: databaseUri })
  await db.connect()
  try {
    await db.query(
      `INSERT INTO schools (name, email, country, city, contact_person, language, updated_at, created_at)
       SELECT 'Colegio ' || lpad(i::text, 6, '0'), 'bench' || i || '@colegio.example',
              (ARRAY['España', 'Spain', 'Italia', 'France', 'Polska', 'Portugal'])[1 + i % 6],
              'Ciudad ' || (i % 200), 'Contact ' || i, CASE WHEN i % 6 < 2 THEN 'es' ELSE 'en' END::enum_schools_language,
              now(), now()
         FROM generate_series(1, $1::int) AS i`,
      [volume.schools],
    )
    await db.query(
      `INSERT INTO schools_texts ("order", parent_id, path, text)
       SELECT 1, id, 'labels', (ARRAY['ka1', 'secondary', 'primary', 'vocational'])[1 + id % 4] FROM schools`,
    )
    await db.query(
      `INSERT INTO newsletter_subscriptions (email, name, source, consent_at, consent_form, updated_at, created_at)
       SELECT 'reader' || i || '@example.org', 'Reader ' || i,
              (ARRAY['popup', 'footer', 'newsletter-section', 'csv-upload'])[1 + i % 4]::enum_newsletter_subscriptions_source,
              now(), 'newsletter-footer', now(), now() - (i || ' minutes')::interval
         FROM generate_series(1, $1::int) AS i`,
      [volume.subscribers],
    )
    await db.query(
      `INSERT INTO contacts (name, email, organization, contact_type, destination, program_type, message, processed,
                             locale, stage, first_reply_at, consent_at, consent_form, last_contact_at, updated_at,
                             created_at, deleted_at)
       SELECT 'Teacher ' || i, 'teacher' || i || '@school.example', 'School ' || (i % 500),
              CASE WHEN i % 3 = 0 THEN 'erasmus' ELSE 'school' END::enum_contacts_contact_type,
              CASE WHEN i % 3 = 0 THEN NULL ELSE 'madrid' END,
              CASE WHEN i % 3 = 0 THEN 'ka1' END::enum_contacts_program_type,
              'We would like to know more about a trip for our students.', i % 5 <> 0, 'en',
              (ARRAY['new', 'contacted', 'proposal_sent', 'won', 'lost'])[1 + i % 5]::enum_contacts_stage,
              CASE WHEN i % 5 <> 0 THEN now() - ((i % 90) || ' days')::interval + interval '3 hours' END,
              now(), 'school-enquiry', now(), now(), now() - ((i % 90) || ' days')::interval - (i || ' seconds')::interval,
              CASE WHEN i % 50 = 0 THEN now() END
         FROM generate_series(1, $1::int) AS i`,
      [volume.enquiries],
    )
    const campaigns = await db.query<{ id: number }>(
      `INSERT INTO email_campaigns (name, subject, html_content, status, total_recipients, updated_at, created_at)
       SELECT 'Campaign ' || i, 'News ' || i, '<p>Dear -contactPerson-, news for -schoolName-.</p>',
              'draft', 0, now(), now() - (i || ' hours')::interval
         FROM generate_series(1, $1::int) AS i
       RETURNING id`,
      [volume.campaigns],
    )
    const bigCampaignId = campaigns.rows[0]?.id ?? null
    if (bigCampaignId !== null) {
      // One campaign to every school in Spain (however the country was typed); the others to 100 schools each.
      await db.query(
        `INSERT INTO email_campaigns_rels ("order", parent_id, path, schools_id)
         SELECT row_number() OVER (ORDER BY id), $1, 'recipients', id FROM schools WHERE country IN ('España', 'Spain')`,
        [bigCampaignId],
      )
      await db.query(
        `INSERT INTO email_campaigns_rels ("order", parent_id, path, schools_id)
         SELECT n, c.id, 'recipients', n FROM email_campaigns c, generate_series(1, 100) AS n
          WHERE c.id <> $1 AND EXISTS (SELECT 1 FROM schools WHERE id = n)`,
        [bigCampaignId],
      )
    }
    await db.query('ANALYZE')
    return { bigCampaignId }
  } finally {
    await db.end()
  }
}
