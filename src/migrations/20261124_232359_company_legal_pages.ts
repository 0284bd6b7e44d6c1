import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_company_social_links_network" AS ENUM('instagram', 'linkedin', 'facebook', 'x', 'youtube', 'tiktok');
  CREATE TYPE "public"."enum_company_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_v_version_social_links_network" AS ENUM('instagram', 'linkedin', 'facebook', 'x', 'youtube', 'tiktok');
  CREATE TYPE "public"."enum__company_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__company_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_page_legal_sections_insert" AS ENUM('companyDetails');
  CREATE TYPE "public"."enum_page_legal_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_legal_v_version_sections_insert" AS ENUM('companyDetails');
  CREATE TYPE "public"."enum__page_legal_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_legal_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_page_privacy_sections_insert" AS ENUM('controllerDetails', 'retentionTable');
  CREATE TYPE "public"."enum_page_privacy_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_privacy_v_version_sections_insert" AS ENUM('controllerDetails', 'retentionTable');
  CREATE TYPE "public"."enum__page_privacy_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_privacy_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_page_cookies_sections_insert" AS ENUM('cookiesTable');
  CREATE TYPE "public"."enum_page_cookies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_cookies_v_version_sections_insert" AS ENUM('cookiesTable');
  CREATE TYPE "public"."enum__page_cookies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_cookies_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "company_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"network" "enum_company_social_links_network",
  	"url" varchar
  );
  
  CREATE TABLE "company" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"legal_name" varchar,
  	"trade_name" varchar,
  	"tax_id" varchar,
  	"erasmus_oid" varchar,
  	"registered_address" varchar,
  	"tourism_licence" varchar,
  	"cicma" varchar,
  	"email" varchar,
  	"phone" varchar,
  	"whatsapp" varchar,
  	"office_address" varchar,
  	"_status" "enum_company_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "company_locales" (
  	"business_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_company_v_version_social_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"network" "enum__company_v_version_social_links_network",
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_company_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_legal_name" varchar,
  	"version_trade_name" varchar,
  	"version_tax_id" varchar,
  	"version_erasmus_oid" varchar,
  	"version_registered_address" varchar,
  	"version_tourism_licence" varchar,
  	"version_cicma" varchar,
  	"version_email" varchar,
  	"version_phone" varchar,
  	"version_whatsapp" varchar,
  	"version_office_address" varchar,
  	"version__status" "enum__company_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__company_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_company_v_locales" (
  	"version_business_hours" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_legal_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"insert" "enum_page_legal_sections_insert"
  );
  
  CREATE TABLE "page_legal_sections_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"after" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_legal" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_updated" timestamp(3) with time zone,
  	"_status" "enum_page_legal_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_legal_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"intro" jsonb,
  	"registry_entry" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_legal_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"insert" "enum__page_legal_v_version_sections_insert",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_legal_v_version_sections_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"after" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_legal_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_updated" timestamp(3) with time zone,
  	"version__status" "enum__page_legal_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_legal_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_legal_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_intro" jsonb,
  	"version_registry_entry" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_privacy_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"insert" "enum_page_privacy_sections_insert"
  );
  
  CREATE TABLE "page_privacy_sections_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"after" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_privacy" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_page_privacy_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_privacy_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"intro" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_privacy_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"insert" "enum__page_privacy_v_version_sections_insert",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_privacy_v_version_sections_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"after" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_privacy_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__page_privacy_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_privacy_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_privacy_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_intro" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_cookies_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"insert" "enum_page_cookies_sections_insert"
  );
  
  CREATE TABLE "page_cookies_sections_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"after" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_cookies_cookies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar
  );
  
  CREATE TABLE "page_cookies_cookies_locales" (
  	"purpose" varchar,
  	"duration" varchar,
  	"type" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_cookies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"last_updated" timestamp(3) with time zone,
  	"_status" "enum_page_cookies_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_cookies_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"intro" jsonb,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_cookies_v_version_sections" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"insert" "enum__page_cookies_v_version_sections_insert",
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_cookies_v_version_sections_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"after" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_cookies_v_version_cookies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_cookies_v_version_cookies_locales" (
  	"purpose" varchar,
  	"duration" varchar,
  	"type" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_cookies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_last_updated" timestamp(3) with time zone,
  	"version__status" "enum__page_cookies_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_cookies_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_cookies_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_intro" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "company_social_links" ADD CONSTRAINT "company_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "company_locales" ADD CONSTRAINT "company_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."company"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_version_social_links" ADD CONSTRAINT "_company_v_version_social_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_company_v_locales" ADD CONSTRAINT "_company_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_company_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_legal_sections" ADD CONSTRAINT "page_legal_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_legal_sections_locales" ADD CONSTRAINT "page_legal_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_legal_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_legal_locales" ADD CONSTRAINT "page_legal_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_legal_locales" ADD CONSTRAINT "page_legal_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_legal"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_legal_v_version_sections" ADD CONSTRAINT "_page_legal_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_legal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_legal_v_version_sections_locales" ADD CONSTRAINT "_page_legal_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_legal_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_legal_v_locales" ADD CONSTRAINT "_page_legal_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_legal_v_locales" ADD CONSTRAINT "_page_legal_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_legal_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_privacy_sections" ADD CONSTRAINT "page_privacy_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_privacy_sections_locales" ADD CONSTRAINT "page_privacy_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_privacy_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_privacy_locales" ADD CONSTRAINT "page_privacy_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_privacy_locales" ADD CONSTRAINT "page_privacy_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_privacy"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_privacy_v_version_sections" ADD CONSTRAINT "_page_privacy_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_privacy_v_version_sections_locales" ADD CONSTRAINT "_page_privacy_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_privacy_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_privacy_v_locales" ADD CONSTRAINT "_page_privacy_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_privacy_v_locales" ADD CONSTRAINT "_page_privacy_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_privacy_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_cookies_sections" ADD CONSTRAINT "page_cookies_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_cookies_sections_locales" ADD CONSTRAINT "page_cookies_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_cookies_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_cookies_cookies" ADD CONSTRAINT "page_cookies_cookies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_cookies_cookies_locales" ADD CONSTRAINT "page_cookies_cookies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_cookies_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_cookies_locales" ADD CONSTRAINT "page_cookies_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_cookies_locales" ADD CONSTRAINT "page_cookies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_cookies_v_version_sections" ADD CONSTRAINT "_page_cookies_v_version_sections_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_cookies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_cookies_v_version_sections_locales" ADD CONSTRAINT "_page_cookies_v_version_sections_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_cookies_v_version_sections"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_cookies_v_version_cookies" ADD CONSTRAINT "_page_cookies_v_version_cookies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_cookies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_cookies_v_version_cookies_locales" ADD CONSTRAINT "_page_cookies_v_version_cookies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_cookies_v_version_cookies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_cookies_v_locales" ADD CONSTRAINT "_page_cookies_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_cookies_v_locales" ADD CONSTRAINT "_page_cookies_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_cookies_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "company_social_links_order_idx" ON "company_social_links" USING btree ("_order");
  CREATE INDEX "company_social_links_parent_id_idx" ON "company_social_links" USING btree ("_parent_id");
  CREATE INDEX "company__status_idx" ON "company" USING btree ("_status");
  CREATE UNIQUE INDEX "company_locales_locale_parent_id_unique" ON "company_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_company_v_version_social_links_order_idx" ON "_company_v_version_social_links" USING btree ("_order");
  CREATE INDEX "_company_v_version_social_links_parent_id_idx" ON "_company_v_version_social_links" USING btree ("_parent_id");
  CREATE INDEX "_company_v_version_version__status_idx" ON "_company_v" USING btree ("version__status");
  CREATE INDEX "_company_v_created_at_idx" ON "_company_v" USING btree ("created_at");
  CREATE INDEX "_company_v_updated_at_idx" ON "_company_v" USING btree ("updated_at");
  CREATE INDEX "_company_v_snapshot_idx" ON "_company_v" USING btree ("snapshot");
  CREATE INDEX "_company_v_published_locale_idx" ON "_company_v" USING btree ("published_locale");
  CREATE INDEX "_company_v_latest_idx" ON "_company_v" USING btree ("latest");
  CREATE INDEX "_company_v_autosave_idx" ON "_company_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_company_v_locales_locale_parent_id_unique" ON "_company_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_legal_sections_order_idx" ON "page_legal_sections" USING btree ("_order");
  CREATE INDEX "page_legal_sections_parent_id_idx" ON "page_legal_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_legal_sections_locales_locale_parent_id_unique" ON "page_legal_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_legal__status_idx" ON "page_legal" USING btree ("_status");
  CREATE INDEX "page_legal_meta_meta_image_idx" ON "page_legal_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "page_legal_locales_locale_parent_id_unique" ON "page_legal_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_legal_v_version_sections_order_idx" ON "_page_legal_v_version_sections" USING btree ("_order");
  CREATE INDEX "_page_legal_v_version_sections_parent_id_idx" ON "_page_legal_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_legal_v_version_sections_locales_locale_parent_id_uniq" ON "_page_legal_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_legal_v_version_version__status_idx" ON "_page_legal_v" USING btree ("version__status");
  CREATE INDEX "_page_legal_v_created_at_idx" ON "_page_legal_v" USING btree ("created_at");
  CREATE INDEX "_page_legal_v_updated_at_idx" ON "_page_legal_v" USING btree ("updated_at");
  CREATE INDEX "_page_legal_v_snapshot_idx" ON "_page_legal_v" USING btree ("snapshot");
  CREATE INDEX "_page_legal_v_published_locale_idx" ON "_page_legal_v" USING btree ("published_locale");
  CREATE INDEX "_page_legal_v_latest_idx" ON "_page_legal_v" USING btree ("latest");
  CREATE INDEX "_page_legal_v_autosave_idx" ON "_page_legal_v" USING btree ("autosave");
  CREATE INDEX "_page_legal_v_version_meta_version_meta_image_idx" ON "_page_legal_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_page_legal_v_locales_locale_parent_id_unique" ON "_page_legal_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_privacy_sections_order_idx" ON "page_privacy_sections" USING btree ("_order");
  CREATE INDEX "page_privacy_sections_parent_id_idx" ON "page_privacy_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_privacy_sections_locales_locale_parent_id_unique" ON "page_privacy_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_privacy__status_idx" ON "page_privacy" USING btree ("_status");
  CREATE INDEX "page_privacy_meta_meta_image_idx" ON "page_privacy_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "page_privacy_locales_locale_parent_id_unique" ON "page_privacy_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_privacy_v_version_sections_order_idx" ON "_page_privacy_v_version_sections" USING btree ("_order");
  CREATE INDEX "_page_privacy_v_version_sections_parent_id_idx" ON "_page_privacy_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_privacy_v_version_sections_locales_locale_parent_id_un" ON "_page_privacy_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_privacy_v_version_version__status_idx" ON "_page_privacy_v" USING btree ("version__status");
  CREATE INDEX "_page_privacy_v_created_at_idx" ON "_page_privacy_v" USING btree ("created_at");
  CREATE INDEX "_page_privacy_v_updated_at_idx" ON "_page_privacy_v" USING btree ("updated_at");
  CREATE INDEX "_page_privacy_v_snapshot_idx" ON "_page_privacy_v" USING btree ("snapshot");
  CREATE INDEX "_page_privacy_v_published_locale_idx" ON "_page_privacy_v" USING btree ("published_locale");
  CREATE INDEX "_page_privacy_v_latest_idx" ON "_page_privacy_v" USING btree ("latest");
  CREATE INDEX "_page_privacy_v_autosave_idx" ON "_page_privacy_v" USING btree ("autosave");
  CREATE INDEX "_page_privacy_v_version_meta_version_meta_image_idx" ON "_page_privacy_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_page_privacy_v_locales_locale_parent_id_unique" ON "_page_privacy_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_cookies_sections_order_idx" ON "page_cookies_sections" USING btree ("_order");
  CREATE INDEX "page_cookies_sections_parent_id_idx" ON "page_cookies_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_cookies_sections_locales_locale_parent_id_unique" ON "page_cookies_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_cookies_cookies_order_idx" ON "page_cookies_cookies" USING btree ("_order");
  CREATE INDEX "page_cookies_cookies_parent_id_idx" ON "page_cookies_cookies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_cookies_cookies_locales_locale_parent_id_unique" ON "page_cookies_cookies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_cookies__status_idx" ON "page_cookies" USING btree ("_status");
  CREATE INDEX "page_cookies_meta_meta_image_idx" ON "page_cookies_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "page_cookies_locales_locale_parent_id_unique" ON "page_cookies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_cookies_v_version_sections_order_idx" ON "_page_cookies_v_version_sections" USING btree ("_order");
  CREATE INDEX "_page_cookies_v_version_sections_parent_id_idx" ON "_page_cookies_v_version_sections" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_cookies_v_version_sections_locales_locale_parent_id_un" ON "_page_cookies_v_version_sections_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_cookies_v_version_cookies_order_idx" ON "_page_cookies_v_version_cookies" USING btree ("_order");
  CREATE INDEX "_page_cookies_v_version_cookies_parent_id_idx" ON "_page_cookies_v_version_cookies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_cookies_v_version_cookies_locales_locale_parent_id_uni" ON "_page_cookies_v_version_cookies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_cookies_v_version_version__status_idx" ON "_page_cookies_v" USING btree ("version__status");
  CREATE INDEX "_page_cookies_v_created_at_idx" ON "_page_cookies_v" USING btree ("created_at");
  CREATE INDEX "_page_cookies_v_updated_at_idx" ON "_page_cookies_v" USING btree ("updated_at");
  CREATE INDEX "_page_cookies_v_snapshot_idx" ON "_page_cookies_v" USING btree ("snapshot");
  CREATE INDEX "_page_cookies_v_published_locale_idx" ON "_page_cookies_v" USING btree ("published_locale");
  CREATE INDEX "_page_cookies_v_latest_idx" ON "_page_cookies_v" USING btree ("latest");
  CREATE INDEX "_page_cookies_v_autosave_idx" ON "_page_cookies_v" USING btree ("autosave");
  CREATE INDEX "_page_cookies_v_version_meta_version_meta_image_idx" ON "_page_cookies_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_page_cookies_v_locales_locale_parent_id_unique" ON "_page_cookies_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "company_social_links" CASCADE;
  DROP TABLE "company" CASCADE;
  DROP TABLE "company_locales" CASCADE;
  DROP TABLE "_company_v_version_social_links" CASCADE;
  DROP TABLE "_company_v" CASCADE;
  DROP TABLE "_company_v_locales" CASCADE;
  DROP TABLE "page_legal_sections" CASCADE;
  DROP TABLE "page_legal_sections_locales" CASCADE;
  DROP TABLE "page_legal" CASCADE;
  DROP TABLE "page_legal_locales" CASCADE;
  DROP TABLE "_page_legal_v_version_sections" CASCADE;
  DROP TABLE "_page_legal_v_version_sections_locales" CASCADE;
  DROP TABLE "_page_legal_v" CASCADE;
  DROP TABLE "_page_legal_v_locales" CASCADE;
  DROP TABLE "page_privacy_sections" CASCADE;
  DROP TABLE "page_privacy_sections_locales" CASCADE;
  DROP TABLE "page_privacy" CASCADE;
  DROP TABLE "page_privacy_locales" CASCADE;
  DROP TABLE "_page_privacy_v_version_sections" CASCADE;
  DROP TABLE "_page_privacy_v_version_sections_locales" CASCADE;
  DROP TABLE "_page_privacy_v" CASCADE;
  DROP TABLE "_page_privacy_v_locales" CASCADE;
  DROP TABLE "page_cookies_sections" CASCADE;
  DROP TABLE "page_cookies_sections_locales" CASCADE;
  DROP TABLE "page_cookies_cookies" CASCADE;
  DROP TABLE "page_cookies_cookies_locales" CASCADE;
  DROP TABLE "page_cookies" CASCADE;
  DROP TABLE "page_cookies_locales" CASCADE;
  DROP TABLE "_page_cookies_v_version_sections" CASCADE;
  DROP TABLE "_page_cookies_v_version_sections_locales" CASCADE;
  DROP TABLE "_page_cookies_v_version_cookies" CASCADE;
  DROP TABLE "_page_cookies_v_version_cookies_locales" CASCADE;
  DROP TABLE "_page_cookies_v" CASCADE;
  DROP TABLE "_page_cookies_v_locales" CASCADE;
  DROP TYPE "public"."enum_company_social_links_network";
  DROP TYPE "public"."enum_company_status";
  DROP TYPE "public"."enum__company_v_version_social_links_network";
  DROP TYPE "public"."enum__company_v_version_status";
  DROP TYPE "public"."enum__company_v_published_locale";
  DROP TYPE "public"."enum_page_legal_sections_insert";
  DROP TYPE "public"."enum_page_legal_status";
  DROP TYPE "public"."enum__page_legal_v_version_sections_insert";
  DROP TYPE "public"."enum__page_legal_v_version_status";
  DROP TYPE "public"."enum__page_legal_v_published_locale";
  DROP TYPE "public"."enum_page_privacy_sections_insert";
  DROP TYPE "public"."enum_page_privacy_status";
  DROP TYPE "public"."enum__page_privacy_v_version_sections_insert";
  DROP TYPE "public"."enum__page_privacy_v_version_status";
  DROP TYPE "public"."enum__page_privacy_v_published_locale";
  DROP TYPE "public"."enum_page_cookies_sections_insert";
  DROP TYPE "public"."enum_page_cookies_status";
  DROP TYPE "public"."enum__page_cookies_v_version_sections_insert";
  DROP TYPE "public"."enum__page_cookies_v_version_status";
  DROP TYPE "public"."enum__page_cookies_v_published_locale";`)
}
