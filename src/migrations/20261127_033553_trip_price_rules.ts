import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_price_rules_seasons_from_month" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_price_rules_seasons_to_month" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum_price_rules_add_ons_per" AS ENUM('person', 'group');
  CREATE TYPE "public"."enum_price_rules_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__price_rules_v_version_seasons_from_month" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__price_rules_v_version_seasons_to_month" AS ENUM('1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12');
  CREATE TYPE "public"."enum__price_rules_v_version_add_ons_per" AS ENUM('person', 'group');
  CREATE TYPE "public"."enum__price_rules_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__price_rules_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "price_rules_seasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"from_day" numeric,
  	"from_month" "enum_price_rules_seasons_from_month",
  	"to_day" numeric,
  	"to_month" "enum_price_rules_seasons_to_month",
  	"night_price" numeric
  );
  
  CREATE TABLE "price_rules_seasons_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "price_rules_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"min_students" numeric,
  	"max_students" numeric,
  	"discount_percent" numeric DEFAULT 0
  );
  
  CREATE TABLE "price_rules_add_ons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"price" numeric,
  	"per" "enum_price_rules_add_ons_per" DEFAULT 'person',
  	"daily" boolean DEFAULT false
  );
  
  CREATE TABLE "price_rules_add_ons_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "price_rules" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"destination_id" integer,
  	"base_night_price" numeric,
  	"students_per_free_place" numeric DEFAULT 20,
  	"min_group" numeric DEFAULT 10,
  	"max_group" numeric DEFAULT 120,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_price_rules_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "price_rules_locales" (
  	"includes" varchar,
  	"excludes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_price_rules_v_version_seasons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"from_day" numeric,
  	"from_month" "enum__price_rules_v_version_seasons_from_month",
  	"to_day" numeric,
  	"to_month" "enum__price_rules_v_version_seasons_to_month",
  	"night_price" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_price_rules_v_version_seasons_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_price_rules_v_version_tiers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_students" numeric,
  	"max_students" numeric,
  	"discount_percent" numeric DEFAULT 0,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_price_rules_v_version_add_ons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar,
  	"price" numeric,
  	"per" "enum__price_rules_v_version_add_ons_per" DEFAULT 'person',
  	"daily" boolean DEFAULT false,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_price_rules_v_version_add_ons_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_price_rules_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_destination_id" integer,
  	"version_base_night_price" numeric,
  	"version_students_per_free_place" numeric DEFAULT 20,
  	"version_min_group" numeric DEFAULT 10,
  	"version_max_group" numeric DEFAULT 120,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__price_rules_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__price_rules_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_price_rules_v_locales" (
  	"version_includes" varchar,
  	"version_excludes" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "trip_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"summary" varchar,
  	"contact_id" integer,
  	"destination" varchar,
  	"month" varchar,
  	"days" numeric,
  	"students" numeric,
  	"teachers" numeric,
  	"add_ons" jsonb,
  	"price" jsonb,
  	"price_rules_id" integer,
  	"rules_version" numeric,
  	"locale" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "price_rules_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "trip_requests_id" integer;
  ALTER TABLE "price_rules_seasons" ADD CONSTRAINT "price_rules_seasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_rules_seasons_locales" ADD CONSTRAINT "price_rules_seasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_rules_seasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_rules_tiers" ADD CONSTRAINT "price_rules_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_rules_add_ons" ADD CONSTRAINT "price_rules_add_ons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_rules_add_ons_locales" ADD CONSTRAINT "price_rules_add_ons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_rules_add_ons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_destination_id_destinations_id_fk" FOREIGN KEY ("destination_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "price_rules_locales" ADD CONSTRAINT "price_rules_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."price_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_rules_v_version_seasons" ADD CONSTRAINT "_price_rules_v_version_seasons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_price_rules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_rules_v_version_seasons_locales" ADD CONSTRAINT "_price_rules_v_version_seasons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_price_rules_v_version_seasons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_rules_v_version_tiers" ADD CONSTRAINT "_price_rules_v_version_tiers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_price_rules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_rules_v_version_add_ons" ADD CONSTRAINT "_price_rules_v_version_add_ons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_price_rules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_rules_v_version_add_ons_locales" ADD CONSTRAINT "_price_rules_v_version_add_ons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_price_rules_v_version_add_ons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_price_rules_v" ADD CONSTRAINT "_price_rules_v_parent_id_price_rules_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."price_rules"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_price_rules_v" ADD CONSTRAINT "_price_rules_v_version_destination_id_destinations_id_fk" FOREIGN KEY ("version_destination_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_price_rules_v_locales" ADD CONSTRAINT "_price_rules_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_price_rules_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "trip_requests" ADD CONSTRAINT "trip_requests_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "trip_requests" ADD CONSTRAINT "trip_requests_price_rules_id_price_rules_id_fk" FOREIGN KEY ("price_rules_id") REFERENCES "public"."price_rules"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "price_rules_seasons_order_idx" ON "price_rules_seasons" USING btree ("_order");
  CREATE INDEX "price_rules_seasons_parent_id_idx" ON "price_rules_seasons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "price_rules_seasons_locales_locale_parent_id_unique" ON "price_rules_seasons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "price_rules_tiers_order_idx" ON "price_rules_tiers" USING btree ("_order");
  CREATE INDEX "price_rules_tiers_parent_id_idx" ON "price_rules_tiers" USING btree ("_parent_id");
  CREATE INDEX "price_rules_add_ons_order_idx" ON "price_rules_add_ons" USING btree ("_order");
  CREATE INDEX "price_rules_add_ons_parent_id_idx" ON "price_rules_add_ons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "price_rules_add_ons_locales_locale_parent_id_unique" ON "price_rules_add_ons_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "price_rules_destination_idx" ON "price_rules" USING btree ("destination_id");
  CREATE INDEX "price_rules_updated_at_idx" ON "price_rules" USING btree ("updated_at");
  CREATE INDEX "price_rules_created_at_idx" ON "price_rules" USING btree ("created_at");
  CREATE INDEX "price_rules__status_idx" ON "price_rules" USING btree ("_status");
  CREATE UNIQUE INDEX "price_rules_locales_locale_parent_id_unique" ON "price_rules_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_price_rules_v_version_seasons_order_idx" ON "_price_rules_v_version_seasons" USING btree ("_order");
  CREATE INDEX "_price_rules_v_version_seasons_parent_id_idx" ON "_price_rules_v_version_seasons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_price_rules_v_version_seasons_locales_locale_parent_id_uniq" ON "_price_rules_v_version_seasons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_price_rules_v_version_tiers_order_idx" ON "_price_rules_v_version_tiers" USING btree ("_order");
  CREATE INDEX "_price_rules_v_version_tiers_parent_id_idx" ON "_price_rules_v_version_tiers" USING btree ("_parent_id");
  CREATE INDEX "_price_rules_v_version_add_ons_order_idx" ON "_price_rules_v_version_add_ons" USING btree ("_order");
  CREATE INDEX "_price_rules_v_version_add_ons_parent_id_idx" ON "_price_rules_v_version_add_ons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_price_rules_v_version_add_ons_locales_locale_parent_id_uniq" ON "_price_rules_v_version_add_ons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_price_rules_v_parent_idx" ON "_price_rules_v" USING btree ("parent_id");
  CREATE INDEX "_price_rules_v_version_version_destination_idx" ON "_price_rules_v" USING btree ("version_destination_id");
  CREATE INDEX "_price_rules_v_version_version_updated_at_idx" ON "_price_rules_v" USING btree ("version_updated_at");
  CREATE INDEX "_price_rules_v_version_version_created_at_idx" ON "_price_rules_v" USING btree ("version_created_at");
  CREATE INDEX "_price_rules_v_version_version__status_idx" ON "_price_rules_v" USING btree ("version__status");
  CREATE INDEX "_price_rules_v_created_at_idx" ON "_price_rules_v" USING btree ("created_at");
  CREATE INDEX "_price_rules_v_updated_at_idx" ON "_price_rules_v" USING btree ("updated_at");
  CREATE INDEX "_price_rules_v_snapshot_idx" ON "_price_rules_v" USING btree ("snapshot");
  CREATE INDEX "_price_rules_v_published_locale_idx" ON "_price_rules_v" USING btree ("published_locale");
  CREATE INDEX "_price_rules_v_latest_idx" ON "_price_rules_v" USING btree ("latest");
  CREATE INDEX "_price_rules_v_autosave_idx" ON "_price_rules_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_price_rules_v_locales_locale_parent_id_unique" ON "_price_rules_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "trip_requests_contact_idx" ON "trip_requests" USING btree ("contact_id");
  CREATE INDEX "trip_requests_price_rules_idx" ON "trip_requests" USING btree ("price_rules_id");
  CREATE INDEX "trip_requests_updated_at_idx" ON "trip_requests" USING btree ("updated_at");
  CREATE INDEX "trip_requests_created_at_idx" ON "trip_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_price_rules_fk" FOREIGN KEY ("price_rules_id") REFERENCES "public"."price_rules"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_trip_requests_fk" FOREIGN KEY ("trip_requests_id") REFERENCES "public"."trip_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_price_rules_id_idx" ON "payload_locked_documents_rels" USING btree ("price_rules_id");
  CREATE INDEX "payload_locked_documents_rels_trip_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("trip_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "price_rules_seasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_rules_seasons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_rules_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_rules_add_ons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_rules_add_ons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "price_rules_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_price_rules_v_version_seasons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_price_rules_v_version_seasons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_price_rules_v_version_tiers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_price_rules_v_version_add_ons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_price_rules_v_version_add_ons_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_price_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_price_rules_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "trip_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "price_rules_seasons" CASCADE;
  DROP TABLE "price_rules_seasons_locales" CASCADE;
  DROP TABLE "price_rules_tiers" CASCADE;
  DROP TABLE "price_rules_add_ons" CASCADE;
  DROP TABLE "price_rules_add_ons_locales" CASCADE;
  DROP TABLE "price_rules" CASCADE;
  DROP TABLE "price_rules_locales" CASCADE;
  DROP TABLE "_price_rules_v_version_seasons" CASCADE;
  DROP TABLE "_price_rules_v_version_seasons_locales" CASCADE;
  DROP TABLE "_price_rules_v_version_tiers" CASCADE;
  DROP TABLE "_price_rules_v_version_add_ons" CASCADE;
  DROP TABLE "_price_rules_v_version_add_ons_locales" CASCADE;
  DROP TABLE "_price_rules_v" CASCADE;
  DROP TABLE "_price_rules_v_locales" CASCADE;
  DROP TABLE "trip_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_price_rules_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_trip_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_price_rules_id_idx";
  DROP INDEX "payload_locked_documents_rels_trip_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "price_rules_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "trip_requests_id";
  DROP TYPE "public"."enum_price_rules_seasons_from_month";
  DROP TYPE "public"."enum_price_rules_seasons_to_month";
  DROP TYPE "public"."enum_price_rules_add_ons_per";
  DROP TYPE "public"."enum_price_rules_status";
  DROP TYPE "public"."enum__price_rules_v_version_seasons_from_month";
  DROP TYPE "public"."enum__price_rules_v_version_seasons_to_month";
  DROP TYPE "public"."enum__price_rules_v_version_add_ons_per";
  DROP TYPE "public"."enum__price_rules_v_version_status";
  DROP TYPE "public"."enum__price_rules_v_published_locale";`)
}
