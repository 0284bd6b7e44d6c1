import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_proposals_items_per" AS ENUM('person', 'group');
  CREATE TYPE "public"."enum_proposals_status" AS ENUM('draft', 'sent', 'accepted', 'changes_requested');
  CREATE TYPE "public"."enum_proposals_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum__proposals_v_version_items_per" AS ENUM('person', 'group');
  CREATE TYPE "public"."enum__proposals_v_version_status" AS ENUM('draft', 'sent', 'accepted', 'changes_requested');
  CREATE TYPE "public"."enum__proposals_v_version_locale" AS ENUM('en', 'es');
  ALTER TYPE "public"."enum_enquiry_events_type" ADD VALUE 'proposal';
  CREATE TABLE "proposals_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit_cents" numeric NOT NULL,
  	"per" "enum_proposals_items_per" DEFAULT 'person' NOT NULL
  );
  
  CREATE TABLE "proposals" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"contact_id" integer,
  	"trip_request_id" integer,
  	"status" "enum_proposals_status" DEFAULT 'draft' NOT NULL,
  	"locale" "enum_proposals_locale" DEFAULT 'en' NOT NULL,
  	"valid_until" timestamp(3) with time zone NOT NULL,
  	"outline" varchar,
  	"includes" varchar,
  	"excludes" varchar,
  	"notes" varchar,
  	"token_hash" varchar,
  	"sent_at" timestamp(3) with time zone,
  	"answered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "_proposals_v_version_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"quantity" numeric NOT NULL,
  	"unit_cents" numeric NOT NULL,
  	"per" "enum__proposals_v_version_items_per" DEFAULT 'person' NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_proposals_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar NOT NULL,
  	"version_contact_id" integer,
  	"version_trip_request_id" integer,
  	"version_status" "enum__proposals_v_version_status" DEFAULT 'draft' NOT NULL,
  	"version_locale" "enum__proposals_v_version_locale" DEFAULT 'en' NOT NULL,
  	"version_valid_until" timestamp(3) with time zone NOT NULL,
  	"version_outline" varchar,
  	"version_includes" varchar,
  	"version_excludes" varchar,
  	"version_notes" varchar,
  	"version_token_hash" varchar,
  	"version_sent_at" timestamp(3) with time zone,
  	"version_answered_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "proposals_id" integer;
  ALTER TABLE "proposals_items" ADD CONSTRAINT "proposals_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "proposals" ADD CONSTRAINT "proposals_trip_request_id_trip_requests_id_fk" FOREIGN KEY ("trip_request_id") REFERENCES "public"."trip_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_proposals_v_version_items" ADD CONSTRAINT "_proposals_v_version_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_proposals_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_proposals_v" ADD CONSTRAINT "_proposals_v_parent_id_proposals_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."proposals"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_proposals_v" ADD CONSTRAINT "_proposals_v_version_contact_id_contacts_id_fk" FOREIGN KEY ("version_contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_proposals_v" ADD CONSTRAINT "_proposals_v_version_trip_request_id_trip_requests_id_fk" FOREIGN KEY ("version_trip_request_id") REFERENCES "public"."trip_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "proposals_items_order_idx" ON "proposals_items" USING btree ("_order");
  CREATE INDEX "proposals_items_parent_id_idx" ON "proposals_items" USING btree ("_parent_id");
  CREATE INDEX "proposals_contact_idx" ON "proposals" USING btree ("contact_id");
  CREATE INDEX "proposals_trip_request_idx" ON "proposals" USING btree ("trip_request_id");
  CREATE INDEX "proposals_status_idx" ON "proposals" USING btree ("status");
  CREATE INDEX "proposals_token_hash_idx" ON "proposals" USING btree ("token_hash");
  CREATE INDEX "proposals_updated_at_idx" ON "proposals" USING btree ("updated_at");
  CREATE INDEX "proposals_created_at_idx" ON "proposals" USING btree ("created_at");
  CREATE INDEX "_proposals_v_version_items_order_idx" ON "_proposals_v_version_items" USING btree ("_order");
  CREATE INDEX "_proposals_v_version_items_parent_id_idx" ON "_proposals_v_version_items" USING btree ("_parent_id");
  CREATE INDEX "_proposals_v_parent_idx" ON "_proposals_v" USING btree ("parent_id");
  CREATE INDEX "_proposals_v_version_version_contact_idx" ON "_proposals_v" USING btree ("version_contact_id");
  CREATE INDEX "_proposals_v_version_version_trip_request_idx" ON "_proposals_v" USING btree ("version_trip_request_id");
  CREATE INDEX "_proposals_v_version_version_status_idx" ON "_proposals_v" USING btree ("version_status");
  CREATE INDEX "_proposals_v_version_version_token_hash_idx" ON "_proposals_v" USING btree ("version_token_hash");
  CREATE INDEX "_proposals_v_version_version_updated_at_idx" ON "_proposals_v" USING btree ("version_updated_at");
  CREATE INDEX "_proposals_v_version_version_created_at_idx" ON "_proposals_v" USING btree ("version_created_at");
  CREATE INDEX "_proposals_v_created_at_idx" ON "_proposals_v" USING btree ("created_at");
  CREATE INDEX "_proposals_v_updated_at_idx" ON "_proposals_v" USING btree ("updated_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_proposals_fk" FOREIGN KEY ("proposals_id") REFERENCES "public"."proposals"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_proposals_id_idx" ON "payload_locked_documents_rels" USING btree ("proposals_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "proposals_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "proposals" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proposals_v_version_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_proposals_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "proposals_items" CASCADE;
  DROP TABLE "proposals" CASCADE;
  DROP TABLE "_proposals_v_version_items" CASCADE;
  DROP TABLE "_proposals_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_proposals_fk";
  
  ALTER TABLE "enquiry_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_enquiry_events_type";
  CREATE TYPE "public"."enum_enquiry_events_type" AS ENUM('note', 'stage', 'owner', 'reply', 'reminder', 'notification', 'auto_reply');
  ALTER TABLE "enquiry_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_enquiry_events_type" USING "type"::"public"."enum_enquiry_events_type";
  DROP INDEX "payload_locked_documents_rels_proposals_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "proposals_id";
  DROP TYPE "public"."enum_proposals_items_per";
  DROP TYPE "public"."enum_proposals_status";
  DROP TYPE "public"."enum_proposals_locale";
  DROP TYPE "public"."enum__proposals_v_version_items_per";
  DROP TYPE "public"."enum__proposals_v_version_status";
  DROP TYPE "public"."enum__proposals_v_version_locale";`)
}
