import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_stage" AS ENUM('new', 'contacted', 'proposal_sent', 'won', 'lost');
  CREATE TYPE "public"."enum_enquiry_events_type" AS ENUM('note', 'stage', 'owner', 'reply', 'reminder', 'notification', 'auto_reply');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'enquiry-reply' BEFORE 'privacy-retention';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'enquiry-assignee-mail' BEFORE 'privacy-retention';
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'enquiry-reminders' BEFORE 'privacy-retention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'enquiry-reply' BEFORE 'privacy-retention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'enquiry-assignee-mail' BEFORE 'privacy-retention';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'enquiry-reminders' BEFORE 'privacy-retention';
  CREATE TABLE "enquiry_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"contact_id" integer,
  	"type" "enum_enquiry_events_type" NOT NULL,
  	"by_id" integer,
  	"by_name" varchar,
  	"text" varchar,
  	"data" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "contacts" ADD COLUMN "stage" "enum_contacts_stage" DEFAULT 'new';
  ALTER TABLE "contacts" ADD COLUMN "owner_id" integer;
  ALTER TABLE "contacts" ADD COLUMN "first_reply_at" timestamp(3) with time zone;
  ALTER TABLE "contacts" ADD COLUMN "reminder_sent_at" timestamp(3) with time zone;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "enquiry_events_id" integer;
  ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "enquiry_events" ADD CONSTRAINT "enquiry_events_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "enquiry_events_contact_idx" ON "enquiry_events" USING btree ("contact_id");
  CREATE INDEX "enquiry_events_type_idx" ON "enquiry_events" USING btree ("type");
  CREATE INDEX "enquiry_events_by_idx" ON "enquiry_events" USING btree ("by_id");
  CREATE INDEX "enquiry_events_updated_at_idx" ON "enquiry_events" USING btree ("updated_at");
  CREATE INDEX "enquiry_events_created_at_idx" ON "enquiry_events" USING btree ("created_at");
  ALTER TABLE "contacts" ADD CONSTRAINT "contacts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_enquiry_events_fk" FOREIGN KEY ("enquiry_events_id") REFERENCES "public"."enquiry_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contacts_stage_idx" ON "contacts" USING btree ("stage");
  CREATE INDEX "contacts_owner_idx" ON "contacts" USING btree ("owner_id");
  CREATE INDEX "payload_locked_documents_rels_enquiry_events_id_idx" ON "payload_locked_documents_rels" USING btree ("enquiry_events_id");`)
  // Existing enquiries get the stage their `processed` flag implies: processed ones were contacted, the rest are new.
  await db.execute(sql`
  UPDATE "contacts" SET "stage" = CASE WHEN "processed" THEN 'contacted'::"enum_contacts_stage" ELSE 'new'::"enum_contacts_stage" END;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "enquiry_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "enquiry_events" CASCADE;
  ALTER TABLE "contacts" DROP CONSTRAINT "contacts_owner_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_enquiry_events_fk";
  
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'enquiry-notification', 'enquiry-auto-reply', 'send-campaigns', 'privacy-retention', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'enquiry-notification', 'enquiry-auto-reply', 'send-campaigns', 'privacy-retention', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP INDEX "contacts_stage_idx";
  DROP INDEX "contacts_owner_idx";
  DROP INDEX "payload_locked_documents_rels_enquiry_events_id_idx";
  ALTER TABLE "contacts" DROP COLUMN "stage";
  ALTER TABLE "contacts" DROP COLUMN "owner_id";
  ALTER TABLE "contacts" DROP COLUMN "first_reply_at";
  ALTER TABLE "contacts" DROP COLUMN "reminder_sent_at";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "enquiry_events_id";
  DROP TYPE "public"."enum_contacts_stage";
  DROP TYPE "public"."enum_enquiry_events_type";`)
}
