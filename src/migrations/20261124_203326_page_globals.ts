import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_home_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_home_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_home_v_published_locale" AS ENUM('en', 'es');
  ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'schedulePublish';
  CREATE TABLE "page_home_trust_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_home_trust_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_home_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_home_services_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_home_about_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_home_about_values_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_home" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"hero_school_trips_image_id" integer,
  	"hero_erasmus_image_id" integer,
  	"about_image_id" integer,
  	"_status" "enum_page_home_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_home_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_school_trips_title" varchar,
  	"hero_school_trips_text" varchar,
  	"hero_school_trips_cta" varchar,
  	"hero_school_trips_image_alt" varchar,
  	"hero_erasmus_title" varchar,
  	"hero_erasmus_text" varchar,
  	"hero_erasmus_cta" varchar,
  	"hero_erasmus_image_alt" varchar,
  	"trust_title" varchar,
  	"services_eyebrow" varchar,
  	"services_title" varchar,
  	"services_subtitle" varchar,
  	"testimonials_title" varchar,
  	"testimonials_subtitle" varchar,
  	"testimonials_school_heading" varchar,
  	"testimonials_erasmus_heading" varchar,
  	"about_eyebrow" varchar,
  	"about_title" varchar,
  	"about_text" varchar,
  	"about_cta" varchar,
  	"about_image_alt" varchar,
  	"insights_eyebrow" varchar,
  	"insights_title" varchar,
  	"insights_cta" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_home_v_version_trust_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_home_v_version_trust_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_home_v_version_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_home_v_version_services_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_home_v_version_about_values" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_home_v_version_about_values_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_home_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_hero_school_trips_image_id" integer,
  	"version_hero_erasmus_image_id" integer,
  	"version_about_image_id" integer,
  	"version__status" "enum__page_home_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_home_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_home_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_school_trips_title" varchar,
  	"version_hero_school_trips_text" varchar,
  	"version_hero_school_trips_cta" varchar,
  	"version_hero_school_trips_image_alt" varchar,
  	"version_hero_erasmus_title" varchar,
  	"version_hero_erasmus_text" varchar,
  	"version_hero_erasmus_cta" varchar,
  	"version_hero_erasmus_image_alt" varchar,
  	"version_trust_title" varchar,
  	"version_services_eyebrow" varchar,
  	"version_services_title" varchar,
  	"version_services_subtitle" varchar,
  	"version_testimonials_title" varchar,
  	"version_testimonials_subtitle" varchar,
  	"version_testimonials_school_heading" varchar,
  	"version_testimonials_erasmus_heading" varchar,
  	"version_about_eyebrow" varchar,
  	"version_about_title" varchar,
  	"version_about_text" varchar,
  	"version_about_cta" varchar,
  	"version_about_image_alt" varchar,
  	"version_insights_eyebrow" varchar,
  	"version_insights_title" varchar,
  	"version_insights_cta" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "page_home_trust_figures" ADD CONSTRAINT "page_home_trust_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_home_trust_figures_locales" ADD CONSTRAINT "page_home_trust_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_home_trust_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_home_services_cards" ADD CONSTRAINT "page_home_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_home_services_cards_locales" ADD CONSTRAINT "page_home_services_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_home_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_home_about_values" ADD CONSTRAINT "page_home_about_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_home_about_values_locales" ADD CONSTRAINT "page_home_about_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_home_about_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_home" ADD CONSTRAINT "page_home_hero_school_trips_image_id_media_id_fk" FOREIGN KEY ("hero_school_trips_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_home" ADD CONSTRAINT "page_home_hero_erasmus_image_id_media_id_fk" FOREIGN KEY ("hero_erasmus_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_home" ADD CONSTRAINT "page_home_about_image_id_media_id_fk" FOREIGN KEY ("about_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_home_locales" ADD CONSTRAINT "page_home_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_home"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_home_v_version_trust_figures" ADD CONSTRAINT "_page_home_v_version_trust_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_home_v_version_trust_figures_locales" ADD CONSTRAINT "_page_home_v_version_trust_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_home_v_version_trust_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_home_v_version_services_cards" ADD CONSTRAINT "_page_home_v_version_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_home_v_version_services_cards_locales" ADD CONSTRAINT "_page_home_v_version_services_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_home_v_version_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_home_v_version_about_values" ADD CONSTRAINT "_page_home_v_version_about_values_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_home_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_home_v_version_about_values_locales" ADD CONSTRAINT "_page_home_v_version_about_values_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_home_v_version_about_values"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_home_v" ADD CONSTRAINT "_page_home_v_version_hero_school_trips_image_id_media_id_fk" FOREIGN KEY ("version_hero_school_trips_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_home_v" ADD CONSTRAINT "_page_home_v_version_hero_erasmus_image_id_media_id_fk" FOREIGN KEY ("version_hero_erasmus_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_home_v" ADD CONSTRAINT "_page_home_v_version_about_image_id_media_id_fk" FOREIGN KEY ("version_about_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_home_v_locales" ADD CONSTRAINT "_page_home_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_home_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_home_trust_figures_order_idx" ON "page_home_trust_figures" USING btree ("_order");
  CREATE INDEX "page_home_trust_figures_parent_id_idx" ON "page_home_trust_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_home_trust_figures_locales_locale_parent_id_unique" ON "page_home_trust_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_home_services_cards_order_idx" ON "page_home_services_cards" USING btree ("_order");
  CREATE INDEX "page_home_services_cards_parent_id_idx" ON "page_home_services_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_home_services_cards_locales_locale_parent_id_unique" ON "page_home_services_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_home_about_values_order_idx" ON "page_home_about_values" USING btree ("_order");
  CREATE INDEX "page_home_about_values_parent_id_idx" ON "page_home_about_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_home_about_values_locales_locale_parent_id_unique" ON "page_home_about_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_home_hero_school_trips_hero_school_trips_image_idx" ON "page_home" USING btree ("hero_school_trips_image_id");
  CREATE INDEX "page_home_hero_erasmus_hero_erasmus_image_idx" ON "page_home" USING btree ("hero_erasmus_image_id");
  CREATE INDEX "page_home_about_about_image_idx" ON "page_home" USING btree ("about_image_id");
  CREATE INDEX "page_home__status_idx" ON "page_home" USING btree ("_status");
  CREATE UNIQUE INDEX "page_home_locales_locale_parent_id_unique" ON "page_home_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_home_v_version_trust_figures_order_idx" ON "_page_home_v_version_trust_figures" USING btree ("_order");
  CREATE INDEX "_page_home_v_version_trust_figures_parent_id_idx" ON "_page_home_v_version_trust_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_home_v_version_trust_figures_locales_locale_parent_id_" ON "_page_home_v_version_trust_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_home_v_version_services_cards_order_idx" ON "_page_home_v_version_services_cards" USING btree ("_order");
  CREATE INDEX "_page_home_v_version_services_cards_parent_id_idx" ON "_page_home_v_version_services_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_home_v_version_services_cards_locales_locale_parent_id" ON "_page_home_v_version_services_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_home_v_version_about_values_order_idx" ON "_page_home_v_version_about_values" USING btree ("_order");
  CREATE INDEX "_page_home_v_version_about_values_parent_id_idx" ON "_page_home_v_version_about_values" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_home_v_version_about_values_locales_locale_parent_id_u" ON "_page_home_v_version_about_values_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_home_v_version_hero_school_trips_version_hero_scho_idx" ON "_page_home_v" USING btree ("version_hero_school_trips_image_id");
  CREATE INDEX "_page_home_v_version_hero_erasmus_version_hero_erasmus_i_idx" ON "_page_home_v" USING btree ("version_hero_erasmus_image_id");
  CREATE INDEX "_page_home_v_version_about_version_about_image_idx" ON "_page_home_v" USING btree ("version_about_image_id");
  CREATE INDEX "_page_home_v_version_version__status_idx" ON "_page_home_v" USING btree ("version__status");
  CREATE INDEX "_page_home_v_created_at_idx" ON "_page_home_v" USING btree ("created_at");
  CREATE INDEX "_page_home_v_updated_at_idx" ON "_page_home_v" USING btree ("updated_at");
  CREATE INDEX "_page_home_v_snapshot_idx" ON "_page_home_v" USING btree ("snapshot");
  CREATE INDEX "_page_home_v_published_locale_idx" ON "_page_home_v" USING btree ("published_locale");
  CREATE INDEX "_page_home_v_latest_idx" ON "_page_home_v" USING btree ("latest");
  CREATE INDEX "_page_home_v_autosave_idx" ON "_page_home_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_page_home_v_locales_locale_parent_id_unique" ON "_page_home_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "page_home_trust_figures" CASCADE;
  DROP TABLE "page_home_trust_figures_locales" CASCADE;
  DROP TABLE "page_home_services_cards" CASCADE;
  DROP TABLE "page_home_services_cards_locales" CASCADE;
  DROP TABLE "page_home_about_values" CASCADE;
  DROP TABLE "page_home_about_values_locales" CASCADE;
  DROP TABLE "page_home" CASCADE;
  DROP TABLE "page_home_locales" CASCADE;
  DROP TABLE "_page_home_v_version_trust_figures" CASCADE;
  DROP TABLE "_page_home_v_version_trust_figures_locales" CASCADE;
  DROP TABLE "_page_home_v_version_services_cards" CASCADE;
  DROP TABLE "_page_home_v_version_services_cards_locales" CASCADE;
  DROP TABLE "_page_home_v_version_about_values" CASCADE;
  DROP TABLE "_page_home_v_version_about_values_locales" CASCADE;
  DROP TABLE "_page_home_v" CASCADE;
  DROP TABLE "_page_home_v_locales" CASCADE;
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'enquiry-notification', 'enquiry-auto-reply', 'send-campaigns', 'privacy-retention');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'enquiry-notification', 'enquiry-auto-reply', 'send-campaigns', 'privacy-retention');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  DROP TYPE "public"."enum_page_home_status";
  DROP TYPE "public"."enum__page_home_v_version_status";
  DROP TYPE "public"."enum__page_home_v_published_locale";`)
}
