import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_blog_posts_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum_blog_posts_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_version_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum__blog_posts_v_version_category" AS ENUM('career-growth', 'student-support', 'family-guide', 'cultural-exchange', 'safety', 'travel-guide', 'erasmus');
  CREATE TYPE "public"."enum__blog_posts_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__blog_posts_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_testimonials_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum_testimonials_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_version_category" AS ENUM('school', 'erasmus');
  CREATE TYPE "public"."enum__testimonials_v_version_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum__testimonials_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__testimonials_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
  CREATE TABLE "_blog_posts_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_generate_slug" boolean DEFAULT true,
  	"version_slug" varchar,
  	"version_spanish_translation" "enum__blog_posts_v_version_spanish_translation" DEFAULT 'missing',
  	"version_category" "enum__blog_posts_v_version_category",
  	"version_image_id" integer,
  	"version_image_url" varchar,
  	"version_created_at" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version__status" "enum__blog_posts_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__blog_posts_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_blog_posts_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_content" jsonb,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_testimonials_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_rating" numeric DEFAULT 5,
  	"version_category" "enum__testimonials_v_version_category",
  	"version_image_id" integer,
  	"version_spanish_translation" "enum__testimonials_v_version_spanish_translation" DEFAULT 'missing',
  	"version_image_url" varchar,
  	"version_featured" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__testimonials_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__testimonials_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_testimonials_v_locales" (
  	"version_role" varchar,
  	"version_content" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "redirects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"from" varchar NOT NULL,
  	"to_type" "enum_redirects_to_type" DEFAULT 'reference',
  	"to_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "redirects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"blog_posts_id" integer
  );
  
  DROP INDEX "blog_posts_published_idx";
  ALTER TABLE "blog_posts" ALTER COLUMN "slug" DROP NOT NULL;
  ALTER TABLE "blog_posts" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "blog_posts_locales" ALTER COLUMN "title" DROP NOT NULL;
  ALTER TABLE "blog_posts_locales" ALTER COLUMN "excerpt" DROP NOT NULL;
  ALTER TABLE "blog_posts_locales" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "rating" DROP NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "category" DROP NOT NULL;
  ALTER TABLE "testimonials_locales" ALTER COLUMN "role" DROP NOT NULL;
  ALTER TABLE "testimonials_locales" ALTER COLUMN "content" DROP NOT NULL;
  ALTER TABLE "blog_posts" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "blog_posts" ADD COLUMN "spanish_translation" "enum_blog_posts_spanish_translation" DEFAULT 'missing';
  ALTER TABLE "blog_posts" ADD COLUMN "_status" "enum_blog_posts_status" DEFAULT 'draft';
  ALTER TABLE "blog_posts_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "blog_posts_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "blog_posts_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "spanish_translation" "enum_testimonials_spanish_translation" DEFAULT 'missing';
  ALTER TABLE "testimonials" ADD COLUMN "_status" "enum_testimonials_status" DEFAULT 'draft';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "page_home_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "page_home_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "page_home_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_page_home_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_page_home_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_page_home_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "page_about_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "page_about_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "page_about_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_page_about_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_page_about_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_page_about_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "page_trips_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "page_trips_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "page_trips_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_page_trips_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_page_trips_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_page_trips_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "page_erasmus_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "page_erasmus_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "page_erasmus_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_page_erasmus_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_page_erasmus_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_page_erasmus_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "page_ins_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "page_ins_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "page_ins_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_page_ins_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_page_ins_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_page_ins_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "page_exc_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "page_exc_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "page_exc_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_page_exc_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_page_exc_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_page_exc_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "page_contact_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "page_contact_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "page_contact_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_page_contact_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_page_contact_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_page_contact_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_parent_id_blog_posts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."blog_posts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v" ADD CONSTRAINT "_blog_posts_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_blog_posts_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_parent_id_testimonials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."testimonials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v" ADD CONSTRAINT "_testimonials_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_testimonials_v_locales" ADD CONSTRAINT "_testimonials_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_testimonials_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_blog_posts_v_parent_idx" ON "_blog_posts_v" USING btree ("parent_id");
  CREATE INDEX "_blog_posts_v_version_version_slug_idx" ON "_blog_posts_v" USING btree ("version_slug");
  CREATE INDEX "_blog_posts_v_version_version_spanish_translation_idx" ON "_blog_posts_v" USING btree ("version_spanish_translation");
  CREATE INDEX "_blog_posts_v_version_version_category_idx" ON "_blog_posts_v" USING btree ("version_category");
  CREATE INDEX "_blog_posts_v_version_version_image_idx" ON "_blog_posts_v" USING btree ("version_image_id");
  CREATE INDEX "_blog_posts_v_version_version_created_at_idx" ON "_blog_posts_v" USING btree ("version_created_at");
  CREATE INDEX "_blog_posts_v_version_version_updated_at_idx" ON "_blog_posts_v" USING btree ("version_updated_at");
  CREATE INDEX "_blog_posts_v_version_version__status_idx" ON "_blog_posts_v" USING btree ("version__status");
  CREATE INDEX "_blog_posts_v_created_at_idx" ON "_blog_posts_v" USING btree ("created_at");
  CREATE INDEX "_blog_posts_v_updated_at_idx" ON "_blog_posts_v" USING btree ("updated_at");
  CREATE INDEX "_blog_posts_v_snapshot_idx" ON "_blog_posts_v" USING btree ("snapshot");
  CREATE INDEX "_blog_posts_v_published_locale_idx" ON "_blog_posts_v" USING btree ("published_locale");
  CREATE INDEX "_blog_posts_v_latest_idx" ON "_blog_posts_v" USING btree ("latest");
  CREATE INDEX "_blog_posts_v_autosave_idx" ON "_blog_posts_v" USING btree ("autosave");
  CREATE INDEX "_blog_posts_v_version_meta_version_meta_image_idx" ON "_blog_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_blog_posts_v_locales_locale_parent_id_unique" ON "_blog_posts_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_testimonials_v_parent_idx" ON "_testimonials_v" USING btree ("parent_id");
  CREATE INDEX "_testimonials_v_version_version_category_idx" ON "_testimonials_v" USING btree ("version_category");
  CREATE INDEX "_testimonials_v_version_version_image_idx" ON "_testimonials_v" USING btree ("version_image_id");
  CREATE INDEX "_testimonials_v_version_version_spanish_translation_idx" ON "_testimonials_v" USING btree ("version_spanish_translation");
  CREATE INDEX "_testimonials_v_version_version_featured_idx" ON "_testimonials_v" USING btree ("version_featured");
  CREATE INDEX "_testimonials_v_version_version_updated_at_idx" ON "_testimonials_v" USING btree ("version_updated_at");
  CREATE INDEX "_testimonials_v_version_version_created_at_idx" ON "_testimonials_v" USING btree ("version_created_at");
  CREATE INDEX "_testimonials_v_version_version__status_idx" ON "_testimonials_v" USING btree ("version__status");
  CREATE INDEX "_testimonials_v_created_at_idx" ON "_testimonials_v" USING btree ("created_at");
  CREATE INDEX "_testimonials_v_updated_at_idx" ON "_testimonials_v" USING btree ("updated_at");
  CREATE INDEX "_testimonials_v_snapshot_idx" ON "_testimonials_v" USING btree ("snapshot");
  CREATE INDEX "_testimonials_v_published_locale_idx" ON "_testimonials_v" USING btree ("published_locale");
  CREATE INDEX "_testimonials_v_latest_idx" ON "_testimonials_v" USING btree ("latest");
  CREATE INDEX "_testimonials_v_autosave_idx" ON "_testimonials_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_testimonials_v_locales_locale_parent_id_unique" ON "_testimonials_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_blog_posts_id_idx" ON "redirects_rels" USING btree ("blog_posts_id");
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_home_locales" ADD CONSTRAINT "page_home_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_home_v_locales" ADD CONSTRAINT "_page_home_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_about_locales" ADD CONSTRAINT "page_about_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_about_v_locales" ADD CONSTRAINT "_page_about_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_trips_locales" ADD CONSTRAINT "page_trips_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_trips_v_locales" ADD CONSTRAINT "_page_trips_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_erasmus_locales" ADD CONSTRAINT "page_erasmus_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_locales" ADD CONSTRAINT "_page_erasmus_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_ins_locales" ADD CONSTRAINT "page_ins_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_ins_v_locales" ADD CONSTRAINT "_page_ins_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_exc_locales" ADD CONSTRAINT "page_exc_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_exc_v_locales" ADD CONSTRAINT "_page_exc_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_contact_locales" ADD CONSTRAINT "page_contact_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_contact_v_locales" ADD CONSTRAINT "_page_contact_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "blog_posts_spanish_translation_idx" ON "blog_posts" USING btree ("spanish_translation");
  CREATE INDEX "blog_posts__status_idx" ON "blog_posts" USING btree ("_status");
  CREATE INDEX "blog_posts_meta_meta_image_idx" ON "blog_posts_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "testimonials_spanish_translation_idx" ON "testimonials" USING btree ("spanish_translation");
  CREATE INDEX "testimonials__status_idx" ON "testimonials" USING btree ("_status");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");
  CREATE INDEX "page_home_meta_meta_image_idx" ON "page_home_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_page_home_v_version_meta_version_meta_image_idx" ON "_page_home_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "page_about_meta_meta_image_idx" ON "page_about_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_page_about_v_version_meta_version_meta_image_idx" ON "_page_about_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "page_trips_meta_meta_image_idx" ON "page_trips_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_page_trips_v_version_meta_version_meta_image_idx" ON "_page_trips_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "page_erasmus_meta_meta_image_idx" ON "page_erasmus_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_page_erasmus_v_version_meta_version_meta_image_idx" ON "_page_erasmus_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "page_ins_meta_meta_image_idx" ON "page_ins_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_page_ins_v_version_meta_version_meta_image_idx" ON "_page_ins_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "page_exc_meta_meta_image_idx" ON "page_exc_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_page_exc_v_version_meta_version_meta_image_idx" ON "_page_exc_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "page_contact_meta_meta_image_idx" ON "page_contact_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_page_contact_v_version_meta_version_meta_image_idx" ON "_page_contact_v_locales" USING btree ("version_meta_image_id","_locale");
  -- Existing content keeps what visitors saw: checked posts published, the others drafts; every testimonial
  -- was public. Slugs already in URLs are not regenerated from titles.
  UPDATE "blog_posts" SET "_status" = CASE WHEN "published" THEN 'published' ELSE 'draft' END::"enum_blog_posts_status",
    "generate_slug" = false;
  UPDATE "testimonials" SET "_status" = 'published';
  ALTER TABLE "blog_posts" DROP COLUMN "published";`)

  // Each document starts its version history with its current content, so drafts, previews and "restore" find it.
  await db.execute(sql`
  INSERT INTO "_blog_posts_v" ("parent_id", "version_generate_slug", "version_slug", "version_category",
    "version_image_id", "version_image_url", "version_created_at", "version_updated_at", "version__status",
    "created_at", "updated_at", "latest", "autosave")
  SELECT "id", false, "slug", "category"::text::"enum__blog_posts_v_version_category", "image_id", "image_url",
    "created_at", "updated_at", "_status"::text::"enum__blog_posts_v_version_status", "updated_at", "updated_at", true, false
  FROM "blog_posts";
  INSERT INTO "_blog_posts_v_locales" ("version_title", "version_excerpt", "version_content", "_locale", "_parent_id")
  SELECT l."title", l."excerpt", l."content", l."_locale", v."id"
  FROM "blog_posts_locales" l JOIN "_blog_posts_v" v ON v."parent_id" = l."_parent_id";
  INSERT INTO "_testimonials_v" ("parent_id", "version_name", "version_rating", "version_category", "version_image_id",
    "version_image_url", "version_featured", "version_updated_at", "version_created_at", "version__status",
    "created_at", "updated_at", "latest", "autosave")
  SELECT "id", "name", "rating", "category"::text::"enum__testimonials_v_version_category", "image_id", "image_url",
    "featured", "updated_at", "created_at", 'published', "updated_at", "updated_at", true, false
  FROM "testimonials";
  INSERT INTO "_testimonials_v_locales" ("version_role", "version_content", "_locale", "_parent_id")
  SELECT l."role", l."content", l."_locale", v."id"
  FROM "testimonials_locales" l JOIN "_testimonials_v" v ON v."parent_id" = l."_parent_id";`)

  // Existing posts and testimonials: complete when their Spanish texts are there (as the save hook decides).
  await db.execute(sql`
  UPDATE "blog_posts" p SET "spanish_translation" = 'complete' WHERE EXISTS (
    SELECT 1 FROM "blog_posts_locales" l WHERE l."_parent_id" = p."id" AND l."_locale" = 'es'
      AND coalesce(trim(l."title"), '') <> '' AND coalesce(trim(l."excerpt"), '') <> '' AND l."content" IS NOT NULL);
  UPDATE "testimonials" t SET "spanish_translation" = 'complete' WHERE EXISTS (
    SELECT 1 FROM "testimonials_locales" l WHERE l."_parent_id" = t."id" AND l."_locale" = 'es'
      AND coalesce(trim(l."role"), '') <> '' AND coalesce(trim(l."content"), '') <> '');
  UPDATE "_blog_posts_v" v SET "version_spanish_translation" = p."spanish_translation"::text::"enum__blog_posts_v_version_spanish_translation"
    FROM "blog_posts" p WHERE v."parent_id" = p."id" AND v."latest";
  UPDATE "_testimonials_v" v SET "version_spanish_translation" = t."spanish_translation"::text::"enum__testimonials_v_version_spanish_translation"
    FROM "testimonials" t WHERE v."parent_id" = t."id" AND v."latest";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_blog_posts_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_blog_posts_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_testimonials_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_blog_posts_v" CASCADE;
  DROP TABLE "_blog_posts_v_locales" CASCADE;
  DROP TABLE "_testimonials_v" CASCADE;
  DROP TABLE "_testimonials_v_locales" CASCADE;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "blog_posts_locales" DROP CONSTRAINT "blog_posts_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  ALTER TABLE "page_home_locales" DROP CONSTRAINT "page_home_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_page_home_v_locales" DROP CONSTRAINT "_page_home_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "page_about_locales" DROP CONSTRAINT "page_about_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_page_about_v_locales" DROP CONSTRAINT "_page_about_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "page_trips_locales" DROP CONSTRAINT "page_trips_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_page_trips_v_locales" DROP CONSTRAINT "_page_trips_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "page_erasmus_locales" DROP CONSTRAINT "page_erasmus_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_page_erasmus_v_locales" DROP CONSTRAINT "_page_erasmus_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "page_ins_locales" DROP CONSTRAINT "page_ins_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_page_ins_v_locales" DROP CONSTRAINT "_page_ins_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "page_exc_locales" DROP CONSTRAINT "page_exc_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_page_exc_v_locales" DROP CONSTRAINT "_page_exc_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "page_contact_locales" DROP CONSTRAINT "page_contact_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_page_contact_v_locales" DROP CONSTRAINT "_page_contact_v_locales_version_meta_image_id_media_id_fk";
  
  DROP INDEX "blog_posts_spanish_translation_idx";
  DROP INDEX "blog_posts__status_idx";
  DROP INDEX "blog_posts_meta_meta_image_idx";
  DROP INDEX "testimonials_spanish_translation_idx";
  DROP INDEX "testimonials__status_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  DROP INDEX "page_home_meta_meta_image_idx";
  DROP INDEX "_page_home_v_version_meta_version_meta_image_idx";
  DROP INDEX "page_about_meta_meta_image_idx";
  DROP INDEX "_page_about_v_version_meta_version_meta_image_idx";
  DROP INDEX "page_trips_meta_meta_image_idx";
  DROP INDEX "_page_trips_v_version_meta_version_meta_image_idx";
  DROP INDEX "page_erasmus_meta_meta_image_idx";
  DROP INDEX "_page_erasmus_v_version_meta_version_meta_image_idx";
  DROP INDEX "page_ins_meta_meta_image_idx";
  DROP INDEX "_page_ins_v_version_meta_version_meta_image_idx";
  DROP INDEX "page_exc_meta_meta_image_idx";
  DROP INDEX "_page_exc_v_version_meta_version_meta_image_idx";
  DROP INDEX "page_contact_meta_meta_image_idx";
  DROP INDEX "_page_contact_v_version_meta_version_meta_image_idx";
  ALTER TABLE "blog_posts" ALTER COLUMN "slug" SET NOT NULL;
  ALTER TABLE "blog_posts" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "blog_posts_locales" ALTER COLUMN "title" SET NOT NULL;
  ALTER TABLE "blog_posts_locales" ALTER COLUMN "excerpt" SET NOT NULL;
  ALTER TABLE "blog_posts_locales" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "name" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "rating" SET NOT NULL;
  ALTER TABLE "testimonials" ALTER COLUMN "category" SET NOT NULL;
  ALTER TABLE "testimonials_locales" ALTER COLUMN "role" SET NOT NULL;
  ALTER TABLE "testimonials_locales" ALTER COLUMN "content" SET NOT NULL;
  ALTER TABLE "blog_posts" ADD COLUMN "published" boolean DEFAULT false;
  CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published");
  ALTER TABLE "blog_posts" DROP COLUMN "generate_slug";
  ALTER TABLE "blog_posts" DROP COLUMN "spanish_translation";
  ALTER TABLE "blog_posts" DROP COLUMN "_status";
  ALTER TABLE "blog_posts_locales" DROP COLUMN "meta_title";
  ALTER TABLE "blog_posts_locales" DROP COLUMN "meta_description";
  ALTER TABLE "blog_posts_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "testimonials" DROP COLUMN "spanish_translation";
  ALTER TABLE "testimonials" DROP COLUMN "_status";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  ALTER TABLE "page_home_locales" DROP COLUMN "meta_title";
  ALTER TABLE "page_home_locales" DROP COLUMN "meta_description";
  ALTER TABLE "page_home_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_page_home_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_page_home_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_page_home_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "page_about_locales" DROP COLUMN "meta_title";
  ALTER TABLE "page_about_locales" DROP COLUMN "meta_description";
  ALTER TABLE "page_about_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_page_about_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_page_about_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_page_about_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "page_trips_locales" DROP COLUMN "meta_title";
  ALTER TABLE "page_trips_locales" DROP COLUMN "meta_description";
  ALTER TABLE "page_trips_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_page_trips_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_page_trips_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_page_trips_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "page_erasmus_locales" DROP COLUMN "meta_title";
  ALTER TABLE "page_erasmus_locales" DROP COLUMN "meta_description";
  ALTER TABLE "page_erasmus_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_page_erasmus_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_page_erasmus_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_page_erasmus_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "page_ins_locales" DROP COLUMN "meta_title";
  ALTER TABLE "page_ins_locales" DROP COLUMN "meta_description";
  ALTER TABLE "page_ins_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_page_ins_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_page_ins_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_page_ins_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "page_exc_locales" DROP COLUMN "meta_title";
  ALTER TABLE "page_exc_locales" DROP COLUMN "meta_description";
  ALTER TABLE "page_exc_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_page_exc_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_page_exc_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_page_exc_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "page_contact_locales" DROP COLUMN "meta_title";
  ALTER TABLE "page_contact_locales" DROP COLUMN "meta_description";
  ALTER TABLE "page_contact_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_page_contact_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_page_contact_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_page_contact_v_locales" DROP COLUMN "version_meta_image_id";
  DROP TYPE "public"."enum_blog_posts_spanish_translation";
  DROP TYPE "public"."enum_blog_posts_status";
  DROP TYPE "public"."enum__blog_posts_v_version_spanish_translation";
  DROP TYPE "public"."enum__blog_posts_v_version_category";
  DROP TYPE "public"."enum__blog_posts_v_version_status";
  DROP TYPE "public"."enum__blog_posts_v_published_locale";
  DROP TYPE "public"."enum_testimonials_spanish_translation";
  DROP TYPE "public"."enum_testimonials_status";
  DROP TYPE "public"."enum__testimonials_v_version_category";
  DROP TYPE "public"."enum__testimonials_v_version_spanish_translation";
  DROP TYPE "public"."enum__testimonials_v_version_status";
  DROP TYPE "public"."enum__testimonials_v_published_locale";
  DROP TYPE "public"."enum_redirects_to_type";`)
}
