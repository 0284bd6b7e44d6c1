import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_courses_format" AS ENUM('in-person-or-online', 'hybrid', 'in-person');
  CREATE TYPE "public"."enum_courses_level" AS ENUM('intermediate-advanced', 'beginner-intermediate', 'all-levels');
  CREATE TYPE "public"."enum_courses_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum_courses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__courses_v_version_format" AS ENUM('in-person-or-online', 'hybrid', 'in-person');
  CREATE TYPE "public"."enum__courses_v_version_level" AS ENUM('intermediate-advanced', 'beginner-intermediate', 'all-levels');
  CREATE TYPE "public"."enum__courses_v_version_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum__courses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__courses_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_destinations_show_on" AS ENUM('school-trips', 'erasmus-spain', 'erasmus-eu', 'enquiry-form');
  CREATE TYPE "public"."enum_destinations_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum_destinations_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__destinations_v_version_show_on" AS ENUM('school-trips', 'erasmus-spain', 'erasmus-eu', 'enquiry-form');
  CREATE TYPE "public"."enum__destinations_v_version_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum__destinations_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__destinations_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "courses_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "courses_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "courses_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone
  );
  
  CREATE TABLE "courses_sessions_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hours_min" numeric,
  	"hours_max" numeric,
  	"format" "enum_courses_format",
  	"level" "enum_courses_level",
  	"erasmus_eligible" boolean DEFAULT true,
  	"order" numeric DEFAULT 100,
  	"spanish_translation" "enum_courses_spanish_translation" DEFAULT 'missing',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_courses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "courses_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_courses_v_version_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v_version_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_courses_v_version_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"start" timestamp(3) with time zone,
  	"end" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v_version_sessions_locales" (
  	"note" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_hours_min" numeric,
  	"version_hours_max" numeric,
  	"version_format" "enum__courses_v_version_format",
  	"version_level" "enum__courses_v_version_level",
  	"version_erasmus_eligible" boolean DEFAULT true,
  	"version_order" numeric DEFAULT 100,
  	"version_spanish_translation" "enum__courses_v_version_spanish_translation" DEFAULT 'missing',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__courses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__courses_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_courses_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "destinations_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "destinations_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "destinations_show_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_destinations_show_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "destinations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"min_days" numeric,
  	"max_days" numeric,
  	"image_id" integer,
  	"code" varchar,
  	"is_new" boolean DEFAULT false,
  	"order" numeric DEFAULT 100,
  	"spanish_translation" "enum_destinations_spanish_translation" DEFAULT 'missing',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"deleted_at" timestamp(3) with time zone,
  	"_status" "enum_destinations_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "destinations_locales" (
  	"city" varchar,
  	"country" varchar,
  	"theme" varchar,
  	"description" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_destinations_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_destinations_v_version_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_destinations_v_version_show_on" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__destinations_v_version_show_on",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_destinations_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_min_days" numeric,
  	"version_max_days" numeric,
  	"version_image_id" integer,
  	"version_code" varchar,
  	"version_is_new" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 100,
  	"version_spanish_translation" "enum__destinations_v_version_spanish_translation" DEFAULT 'missing',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version_deleted_at" timestamp(3) with time zone,
  	"version__status" "enum__destinations_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__destinations_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_destinations_v_locales" (
  	"version_city" varchar,
  	"version_country" varchar,
  	"version_theme" varchar,
  	"version_description" varchar,
  	"version_image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "contacts" ALTER COLUMN "destination" SET DATA TYPE varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "courses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "destinations_id" integer;
  ALTER TABLE "courses_highlights" ADD CONSTRAINT "courses_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_highlights_locales" ADD CONSTRAINT "courses_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_sessions" ADD CONSTRAINT "courses_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_sessions_locales" ADD CONSTRAINT "courses_sessions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_locales" ADD CONSTRAINT "courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_highlights" ADD CONSTRAINT "_courses_v_version_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_highlights_locales" ADD CONSTRAINT "_courses_v_version_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v_version_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_sessions" ADD CONSTRAINT "_courses_v_version_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_sessions_locales" ADD CONSTRAINT "_courses_v_version_sessions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v_version_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_parent_id_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v_locales" ADD CONSTRAINT "_courses_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "destinations_features" ADD CONSTRAINT "destinations_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "destinations_features_locales" ADD CONSTRAINT "destinations_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."destinations_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "destinations_show_on" ADD CONSTRAINT "destinations_show_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "destinations" ADD CONSTRAINT "destinations_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "destinations_locales" ADD CONSTRAINT "destinations_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_destinations_v_version_features" ADD CONSTRAINT "_destinations_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_destinations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_destinations_v_version_features_locales" ADD CONSTRAINT "_destinations_v_version_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_destinations_v_version_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_destinations_v_version_show_on" ADD CONSTRAINT "_destinations_v_version_show_on_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_destinations_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_destinations_v" ADD CONSTRAINT "_destinations_v_parent_id_destinations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."destinations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_destinations_v" ADD CONSTRAINT "_destinations_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_destinations_v_locales" ADD CONSTRAINT "_destinations_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_destinations_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "courses_highlights_order_idx" ON "courses_highlights" USING btree ("_order");
  CREATE INDEX "courses_highlights_parent_id_idx" ON "courses_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_highlights_locales_locale_parent_id_unique" ON "courses_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_sessions_order_idx" ON "courses_sessions" USING btree ("_order");
  CREATE INDEX "courses_sessions_parent_id_idx" ON "courses_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_sessions_locales_locale_parent_id_unique" ON "courses_sessions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_order_idx" ON "courses" USING btree ("order");
  CREATE INDEX "courses_spanish_translation_idx" ON "courses" USING btree ("spanish_translation");
  CREATE INDEX "courses_updated_at_idx" ON "courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");
  CREATE INDEX "courses__status_idx" ON "courses" USING btree ("_status");
  CREATE UNIQUE INDEX "courses_locales_locale_parent_id_unique" ON "courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_highlights_order_idx" ON "_courses_v_version_highlights" USING btree ("_order");
  CREATE INDEX "_courses_v_version_highlights_parent_id_idx" ON "_courses_v_version_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_highlights_locales_locale_parent_id_uniqu" ON "_courses_v_version_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_sessions_order_idx" ON "_courses_v_version_sessions" USING btree ("_order");
  CREATE INDEX "_courses_v_version_sessions_parent_id_idx" ON "_courses_v_version_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_sessions_locales_locale_parent_id_unique" ON "_courses_v_version_sessions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_parent_idx" ON "_courses_v" USING btree ("parent_id");
  CREATE INDEX "_courses_v_version_version_order_idx" ON "_courses_v" USING btree ("version_order");
  CREATE INDEX "_courses_v_version_version_spanish_translation_idx" ON "_courses_v" USING btree ("version_spanish_translation");
  CREATE INDEX "_courses_v_version_version_updated_at_idx" ON "_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_courses_v_version_version_created_at_idx" ON "_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_courses_v_version_version__status_idx" ON "_courses_v" USING btree ("version__status");
  CREATE INDEX "_courses_v_created_at_idx" ON "_courses_v" USING btree ("created_at");
  CREATE INDEX "_courses_v_updated_at_idx" ON "_courses_v" USING btree ("updated_at");
  CREATE INDEX "_courses_v_snapshot_idx" ON "_courses_v" USING btree ("snapshot");
  CREATE INDEX "_courses_v_published_locale_idx" ON "_courses_v" USING btree ("published_locale");
  CREATE INDEX "_courses_v_latest_idx" ON "_courses_v" USING btree ("latest");
  CREATE INDEX "_courses_v_autosave_idx" ON "_courses_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_courses_v_locales_locale_parent_id_unique" ON "_courses_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "destinations_features_order_idx" ON "destinations_features" USING btree ("_order");
  CREATE INDEX "destinations_features_parent_id_idx" ON "destinations_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "destinations_features_locales_locale_parent_id_unique" ON "destinations_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "destinations_show_on_order_idx" ON "destinations_show_on" USING btree ("order");
  CREATE INDEX "destinations_show_on_parent_idx" ON "destinations_show_on" USING btree ("parent_id");
  CREATE INDEX "destinations_image_idx" ON "destinations" USING btree ("image_id");
  CREATE UNIQUE INDEX "destinations_code_idx" ON "destinations" USING btree ("code");
  CREATE INDEX "destinations_order_idx" ON "destinations" USING btree ("order");
  CREATE INDEX "destinations_spanish_translation_idx" ON "destinations" USING btree ("spanish_translation");
  CREATE INDEX "destinations_updated_at_idx" ON "destinations" USING btree ("updated_at");
  CREATE INDEX "destinations_created_at_idx" ON "destinations" USING btree ("created_at");
  CREATE INDEX "destinations_deleted_at_idx" ON "destinations" USING btree ("deleted_at");
  CREATE INDEX "destinations__status_idx" ON "destinations" USING btree ("_status");
  CREATE UNIQUE INDEX "destinations_locales_locale_parent_id_unique" ON "destinations_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_destinations_v_version_features_order_idx" ON "_destinations_v_version_features" USING btree ("_order");
  CREATE INDEX "_destinations_v_version_features_parent_id_idx" ON "_destinations_v_version_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_destinations_v_version_features_locales_locale_parent_id_un" ON "_destinations_v_version_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_destinations_v_version_show_on_order_idx" ON "_destinations_v_version_show_on" USING btree ("order");
  CREATE INDEX "_destinations_v_version_show_on_parent_idx" ON "_destinations_v_version_show_on" USING btree ("parent_id");
  CREATE INDEX "_destinations_v_parent_idx" ON "_destinations_v" USING btree ("parent_id");
  CREATE INDEX "_destinations_v_version_version_image_idx" ON "_destinations_v" USING btree ("version_image_id");
  CREATE INDEX "_destinations_v_version_version_code_idx" ON "_destinations_v" USING btree ("version_code");
  CREATE INDEX "_destinations_v_version_version_order_idx" ON "_destinations_v" USING btree ("version_order");
  CREATE INDEX "_destinations_v_version_version_spanish_translation_idx" ON "_destinations_v" USING btree ("version_spanish_translation");
  CREATE INDEX "_destinations_v_version_version_updated_at_idx" ON "_destinations_v" USING btree ("version_updated_at");
  CREATE INDEX "_destinations_v_version_version_created_at_idx" ON "_destinations_v" USING btree ("version_created_at");
  CREATE INDEX "_destinations_v_version_version_deleted_at_idx" ON "_destinations_v" USING btree ("version_deleted_at");
  CREATE INDEX "_destinations_v_version_version__status_idx" ON "_destinations_v" USING btree ("version__status");
  CREATE INDEX "_destinations_v_created_at_idx" ON "_destinations_v" USING btree ("created_at");
  CREATE INDEX "_destinations_v_updated_at_idx" ON "_destinations_v" USING btree ("updated_at");
  CREATE INDEX "_destinations_v_snapshot_idx" ON "_destinations_v" USING btree ("snapshot");
  CREATE INDEX "_destinations_v_published_locale_idx" ON "_destinations_v" USING btree ("published_locale");
  CREATE INDEX "_destinations_v_latest_idx" ON "_destinations_v" USING btree ("latest");
  CREATE INDEX "_destinations_v_autosave_idx" ON "_destinations_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_destinations_v_locales_locale_parent_id_unique" ON "_destinations_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_destinations_fk" FOREIGN KEY ("destinations_id") REFERENCES "public"."destinations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "contacts_destination_idx" ON "contacts" USING btree ("destination");
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_destinations_id_idx" ON "payload_locked_documents_rels" USING btree ("destinations_id");
  DROP TYPE "public"."enum_contacts_destination";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_contacts_destination" AS ENUM('madrid', 'valladolid', 'malaga', 'alicante', 'gijon', 'porto', 'bari', 'catania', 'budapest', 'prague', 'poznan', 'warsaw', 'krakow', 'copenhagen', 'lyon', 'other');
  ALTER TABLE "courses_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_sessions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_highlights" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_highlights_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_sessions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destinations_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destinations_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destinations_show_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destinations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "destinations_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_destinations_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_destinations_v_version_features_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_destinations_v_version_show_on" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_destinations_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_destinations_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "courses_highlights" CASCADE;
  DROP TABLE "courses_highlights_locales" CASCADE;
  DROP TABLE "courses_sessions" CASCADE;
  DROP TABLE "courses_sessions_locales" CASCADE;
  DROP TABLE "courses" CASCADE;
  DROP TABLE "courses_locales" CASCADE;
  DROP TABLE "_courses_v_version_highlights" CASCADE;
  DROP TABLE "_courses_v_version_highlights_locales" CASCADE;
  DROP TABLE "_courses_v_version_sessions" CASCADE;
  DROP TABLE "_courses_v_version_sessions_locales" CASCADE;
  DROP TABLE "_courses_v" CASCADE;
  DROP TABLE "_courses_v_locales" CASCADE;
  DROP TABLE "destinations_features" CASCADE;
  DROP TABLE "destinations_features_locales" CASCADE;
  DROP TABLE "destinations_show_on" CASCADE;
  DROP TABLE "destinations" CASCADE;
  DROP TABLE "destinations_locales" CASCADE;
  DROP TABLE "_destinations_v_version_features" CASCADE;
  DROP TABLE "_destinations_v_version_features_locales" CASCADE;
  DROP TABLE "_destinations_v_version_show_on" CASCADE;
  DROP TABLE "_destinations_v" CASCADE;
  DROP TABLE "_destinations_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_courses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_destinations_fk";
  
  DROP INDEX "contacts_destination_idx";
  DROP INDEX "payload_locked_documents_rels_courses_id_idx";
  DROP INDEX "payload_locked_documents_rels_destinations_id_idx";
  ALTER TABLE "contacts" ALTER COLUMN "destination" SET DATA TYPE "public"."enum_contacts_destination" USING "destination"::"public"."enum_contacts_destination";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "courses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "destinations_id";
  DROP TYPE "public"."enum_courses_format";
  DROP TYPE "public"."enum_courses_level";
  DROP TYPE "public"."enum_courses_spanish_translation";
  DROP TYPE "public"."enum_courses_status";
  DROP TYPE "public"."enum__courses_v_version_format";
  DROP TYPE "public"."enum__courses_v_version_level";
  DROP TYPE "public"."enum__courses_v_version_spanish_translation";
  DROP TYPE "public"."enum__courses_v_version_status";
  DROP TYPE "public"."enum__courses_v_published_locale";
  DROP TYPE "public"."enum_destinations_show_on";
  DROP TYPE "public"."enum_destinations_spanish_translation";
  DROP TYPE "public"."enum_destinations_status";
  DROP TYPE "public"."enum__destinations_v_version_show_on";
  DROP TYPE "public"."enum__destinations_v_version_spanish_translation";
  DROP TYPE "public"."enum__destinations_v_version_status";
  DROP TYPE "public"."enum__destinations_v_published_locale";`)
}
