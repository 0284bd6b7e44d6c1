import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_newsletter_signup_requests_source" AS ENUM('popup', 'footer', 'newsletter-section');
  CREATE TYPE "public"."enum_newsletter_signup_requests_consent_form" AS ENUM('school-enquiry', 'erasmus-enquiry', 'newsletter-popup', 'newsletter-footer', 'newsletter-section', 'csv-import', 'staff-entry');
  CREATE TYPE "public"."enum_newsletter_signup_requests_consent_locale" AS ENUM('en', 'es');
  ALTER TYPE "public"."enum_audit_events_action" ADD VALUE 'resubscribe';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'newsletter-confirmation' BEFORE 'send-campaigns';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'newsletter-welcome' BEFORE 'send-campaigns';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'newsletter-confirmation' BEFORE 'send-campaigns';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'newsletter-welcome' BEFORE 'send-campaigns';
  CREATE TABLE "newsletter_signup_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source" "enum_newsletter_signup_requests_source" NOT NULL,
  	"consent_at" timestamp(3) with time zone,
  	"consent_form" "enum_newsletter_signup_requests_consent_form",
  	"consent_page" varchar,
  	"consent_locale" "enum_newsletter_signup_requests_consent_locale",
  	"consent_privacy_version" varchar,
  	"consent_recorded_by_id" integer,
  	"token_hash" varchar,
  	"mailed_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"confirmed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_signup_requests_id" integer;
  ALTER TABLE "company_locales" ADD COLUMN "newsletter_welcome_subject" varchar;
  ALTER TABLE "company_locales" ADD COLUMN "newsletter_welcome_text" varchar;
  ALTER TABLE "_company_v_locales" ADD COLUMN "version_newsletter_welcome_subject" varchar;
  ALTER TABLE "_company_v_locales" ADD COLUMN "version_newsletter_welcome_text" varchar;
  ALTER TABLE "newsletter_signup_requests" ADD CONSTRAINT "newsletter_signup_requests_consent_recorded_by_id_users_id_fk" FOREIGN KEY ("consent_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "newsletter_signup_requests_email_idx" ON "newsletter_signup_requests" USING btree ("email");
  CREATE INDEX "newsletter_signup_requests_consent_consent_recorded_by_idx" ON "newsletter_signup_requests" USING btree ("consent_recorded_by_id");
  CREATE INDEX "newsletter_signup_requests_token_hash_idx" ON "newsletter_signup_requests" USING btree ("token_hash");
  CREATE INDEX "newsletter_signup_requests_expires_at_idx" ON "newsletter_signup_requests" USING btree ("expires_at");
  CREATE INDEX "newsletter_signup_requests_updated_at_idx" ON "newsletter_signup_requests" USING btree ("updated_at");
  CREATE INDEX "newsletter_signup_requests_created_at_idx" ON "newsletter_signup_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_signup_requests_fk" FOREIGN KEY ("newsletter_signup_requests_id") REFERENCES "public"."newsletter_signup_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_newsletter_signup_requests_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_signup_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "newsletter_signup_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "newsletter_signup_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_signup_requests_fk";
  
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE text;
  DROP TYPE "public"."enum_audit_events_action";
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('process', 'trash', 'restore', 'delete', 'csv-import', 'export', 'erase', 'campaign-send', 'retention');
  ALTER TABLE "audit_events" ALTER COLUMN "action" SET DATA TYPE "public"."enum_audit_events_action" USING "action"::"public"."enum_audit_events_action";
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'enquiry-notification', 'enquiry-auto-reply', 'send-campaigns', 'enquiry-reply', 'enquiry-assignee-mail', 'enquiry-reminders', 'privacy-retention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'enquiry-notification', 'enquiry-auto-reply', 'send-campaigns', 'enquiry-reply', 'enquiry-assignee-mail', 'enquiry-reminders', 'privacy-retention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "payload_locked_documents_rels_newsletter_signup_requests_idx";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "consent_confirmed_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_signup_requests_id";
  ALTER TABLE "company_locales" DROP COLUMN "newsletter_welcome_subject";
  ALTER TABLE "company_locales" DROP COLUMN "newsletter_welcome_text";
  ALTER TABLE "_company_v_locales" DROP COLUMN "version_newsletter_welcome_subject";
  ALTER TABLE "_company_v_locales" DROP COLUMN "version_newsletter_welcome_text";
  DROP TYPE "public"."enum_newsletter_signup_requests_source";
  DROP TYPE "public"."enum_newsletter_signup_requests_consent_form";
  DROP TYPE "public"."enum_newsletter_signup_requests_consent_locale";`)
}
