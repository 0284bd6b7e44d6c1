import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_consent_form" AS ENUM('school-enquiry', 'erasmus-enquiry', 'newsletter-popup', 'newsletter-footer', 'newsletter-section', 'csv-import', 'staff-entry');
  CREATE TYPE "public"."enum_contacts_consent_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_newsletter_subscriptions_consent_form" AS ENUM('school-enquiry', 'erasmus-enquiry', 'newsletter-popup', 'newsletter-footer', 'newsletter-section', 'csv-import', 'staff-entry');
  CREATE TYPE "public"."enum_newsletter_subscriptions_consent_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_suppressions_reason" AS ENUM('unsubscribed', 'erased', 'removed-by-staff');
  CREATE TYPE "public"."enum_audit_events_action" AS ENUM('process', 'trash', 'restore', 'delete', 'csv-import', 'export', 'erase', 'campaign-send', 'retention');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'privacy-retention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'privacy-retention';
  CREATE TABLE "suppressions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hash" varchar NOT NULL,
  	"reason" "enum_suppressions_reason" NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "audit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_audit_events_action" NOT NULL,
  	"actor_id" integer,
  	"actor_email" varchar,
  	"target_collection" varchar,
  	"document_ids" jsonb,
  	"subject_hash" varchar,
  	"summary" varchar NOT NULL,
  	"details" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contacts" ADD COLUMN "last_contact_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "consent_form" "enum_contacts_consent_form";
  ALTER TABLE "contacts" ADD COLUMN "consent_page" varchar;
  ALTER TABLE "contacts" ADD COLUMN "consent_locale" "enum_contacts_consent_locale";
  ALTER TABLE "contacts" ADD COLUMN "consent_privacy_version" varchar;
  ALTER TABLE "contacts" ADD COLUMN "consent_recorded_by_id" integer;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_form" "enum_newsletter_subscriptions_consent_form";
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_page" varchar;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_locale" "enum_newsletter_subscriptions_consent_locale";
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_privacy_version" varchar;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_import_file" varchar;
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_recorded_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "suppressions_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "audit_events_id" integer;
  ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "suppressions_hash_idx" ON "suppressions" USING btree ("hash");
  CREATE INDEX "suppressions_updated_at_idx" ON "suppressions" USING btree ("updated_at");
  CREATE INDEX "suppressions_created_at_idx" ON "suppressions" USING btree ("created_at");
  CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action");
  CREATE INDEX "audit_events_actor_idx" ON "audit_events" USING btree ("actor_id");
  CREATE INDEX "audit_events_subject_hash_idx" ON "audit_events" USING btree ("subject_hash");
  CREATE INDEX "audit_events_updated_at_idx" ON "audit_events" USING btree ("updated_at");
  CREATE INDEX "audit_events_created_at_idx" ON "audit_events" USING btree ("created_at");
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_consent_recorded_by_id_users_id_fk" FOREIGN KEY ("consent_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_consent_recorded_by_id_users_id_fk" FOREIGN KEY ("consent_recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_suppressions_fk" FOREIGN KEY ("suppressions_id") REFERENCES "public"."suppressions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_audit_events_fk" FOREIGN KEY ("audit_events_id") REFERENCES "public"."audit_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contacts_last_contact_at_idx" ON "contacts" USING btree ("last_contact_at");
  CREATE INDEX "contacts_consent_consent_recorded_by_idx" ON "contacts" USING btree ("consent_recorded_by_id");
  CREATE INDEX "newsletter_subscriptions_consent_consent_recorded_by_idx" ON "newsletter_subscriptions" USING btree ("consent_recorded_by_id");
  CREATE INDEX "payload_locked_documents_rels_suppressions_id_idx" ON "payload_locked_documents_rels" USING btree ("suppressions_id");
  CREATE INDEX "payload_locked_documents_rels_audit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("audit_events_id");
  -- Data (hand-written): rows stored before consent records existed get what can be known of theirs.
  UPDATE "contacts" SET "last_contact_at" = "created_at" WHERE "last_contact_at" IS NULL;
  UPDATE "contacts" SET
    "consent_form" = (CASE "contact_type" WHEN 'school' THEN 'school-enquiry' ELSE 'erasmus-enquiry' END)::"enum_contacts_consent_form",
    "consent_locale" = "locale"::text::"enum_contacts_consent_locale"
    WHERE "consent_at" IS NOT NULL AND "consent_form" IS NULL;
  UPDATE "newsletter_subscriptions" SET
    "consent_form" = (CASE "source" WHEN 'popup' THEN 'newsletter-popup' WHEN 'footer' THEN 'newsletter-footer'
      WHEN 'newsletter-section' THEN 'newsletter-section' ELSE 'csv-import' END)::"enum_newsletter_subscriptions_consent_form",
    "consent_import_file" = substring("consent_source" from 'CSV upload "(.*)" by ')
    WHERE "consent_form" IS NULL;
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "consent_source";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "suppressions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "audit_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "suppressions" CASCADE;
  DROP TABLE "audit_events" CASCADE;
  ALTER TABLE "contacts" DROP CONSTRAINT "contacts_consent_recorded_by_id_users_id_fk";
  
  ALTER TABLE "newsletter_subscriptions" DROP CONSTRAINT "newsletter_subscriptions_consent_recorded_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_suppressions_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_audit_events_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'enquiry-notification', 'enquiry-auto-reply', 'send-campaigns');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'enquiry-notification', 'enquiry-auto-reply', 'send-campaigns');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "contacts_last_contact_at_idx";
  DROP INDEX "contacts_consent_consent_recorded_by_idx";
  DROP INDEX "newsletter_subscriptions_consent_consent_recorded_by_idx";
  DROP INDEX "payload_locked_documents_rels_suppressions_id_idx";
  DROP INDEX "payload_locked_documents_rels_audit_events_id_idx";
  ALTER TABLE "newsletter_subscriptions" ADD COLUMN "consent_source" varchar;
  ALTER TABLE "contacts" DROP COLUMN "last_contact_at";
  ALTER TABLE "contacts" DROP COLUMN "consent_form";
  ALTER TABLE "contacts" DROP COLUMN "consent_page";
  ALTER TABLE "contacts" DROP COLUMN "consent_locale";
  ALTER TABLE "contacts" DROP COLUMN "consent_privacy_version";
  ALTER TABLE "contacts" DROP COLUMN "consent_recorded_by_id";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "consent_form";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "consent_page";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "consent_locale";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "consent_privacy_version";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "consent_import_file";
  ALTER TABLE "newsletter_subscriptions" DROP COLUMN "consent_recorded_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "suppressions_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "audit_events_id";
  DROP TYPE "public"."enum_contacts_consent_form";
  DROP TYPE "public"."enum_contacts_consent_locale";
  DROP TYPE "public"."enum_newsletter_subscriptions_consent_form";
  DROP TYPE "public"."enum_newsletter_subscriptions_consent_locale";
  DROP TYPE "public"."enum_suppressions_reason";
  DROP TYPE "public"."enum_audit_events_action";`)
}
