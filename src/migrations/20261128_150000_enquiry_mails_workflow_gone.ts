import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Enquiries were once mailed by one job of the `enquiry-mails` workflow (the staff notification, then the
 * auto-reply); each mail is now a job of its own on the enquiry-mail queues (src/features/enquiries/jobs/queue-mail.ts).
 * Such a job still waiting becomes those two jobs, less a mail its log shows as sent, and the workflow's column
 * goes. The queue names are written down as they are today. One statement a call, for the embedded database.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    INSERT INTO payload_jobs (input, queue, task_slug, created_at, updated_at)
    SELECT job.input, mail.queue, mail.task::enum_payload_jobs_task_slug, job.created_at, now()
      FROM payload_jobs job
     CROSS JOIN (VALUES ('enquiry-notification', 'staff-mail'), ('enquiry-auto-reply', 'enquiry-mail')) AS mail(task, queue)
     WHERE job.workflow_slug = 'enquiry-mails' AND job.completed_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM payload_jobs_log log
                        WHERE log._parent_id = job.id AND log.task_slug::text = mail.task AND log.state = 'succeeded')`)
  await db.execute(sql`DELETE FROM payload_jobs WHERE workflow_slug IS NOT NULL`)
  await db.execute(sql`DROP INDEX IF EXISTS "payload_jobs_workflow_slug_idx"`)
  await db.execute(sql`ALTER TABLE "payload_jobs" DROP COLUMN IF EXISTS "workflow_slug"`)
  await db.execute(sql`DROP TYPE IF EXISTS "public"."enum_payload_jobs_workflow_slug"`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`CREATE TYPE "public"."enum_payload_jobs_workflow_slug" AS ENUM('enquiry-mails')`)
  await db.execute(sql`ALTER TABLE "payload_jobs" ADD COLUMN "workflow_slug" "enum_payload_jobs_workflow_slug"`)
  await db.execute(sql`CREATE INDEX "payload_jobs_workflow_slug_idx" ON "payload_jobs" USING btree ("workflow_slug")`)
}
