import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_subscriptions_language" AS ENUM('en', 'es');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'newsletter-erase-confirmation' BEFORE 'send-campaigns';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'newsletter-erase-confirmation' BEFORE 'send-campaigns';
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "language" "enum_newsletter_subscriptions_language";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'enquiry-notification', 'enquiry-auto-reply', 'newsletter-confirmation', 'newsletter-welcome', 'send-campaigns', 'enquiry-reply', 'enquiry-assignee-mail', 'enquiry-reminders', 'privacy-retention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'enquiry-notification', 'enquiry-auto-reply', 'newsletter-confirmation', 'newsletter-welcome', 'send-campaigns', 'enquiry-reply', 'enquiry-assignee-mail', 'enquiry-reminders', 'privacy-retention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "language";
  DROP TYPE "public"."enum_newsletter_subscriptions_language";`)
}
