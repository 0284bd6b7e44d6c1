import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_blog_posts_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum__blog_posts_v_version_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum_testimonials_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum__testimonials_v_version_spanish_translation" AS ENUM('missing', 'complete');
  CREATE TYPE "public"."enum_redirects_to_type" AS ENUM('reference', 'custom');
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
  
  ALTER TABLE "blog_posts" ADD COLUMN "spanish_translation" "enum_blog_posts_spanish_translation" DEFAULT 'missing';
  ALTER TABLE "blog_posts_locales" ADD COLUMN "meta_title" varchar;
  ALTER TABLE "blog_posts_locales" ADD COLUMN "meta_description" varchar;
  ALTER TABLE "blog_posts_locales" ADD COLUMN "meta_image_id" integer;
  ALTER TABLE "_blog_posts_v" ADD COLUMN "version_spanish_translation" "enum__blog_posts_v_version_spanish_translation" DEFAULT 'missing';
  ALTER TABLE "_blog_posts_v_locales" ADD COLUMN "version_meta_title" varchar;
  ALTER TABLE "_blog_posts_v_locales" ADD COLUMN "version_meta_description" varchar;
  ALTER TABLE "_blog_posts_v_locales" ADD COLUMN "version_meta_image_id" integer;
  ALTER TABLE "testimonials" ADD COLUMN "spanish_translation" "enum_testimonials_spanish_translation" DEFAULT 'missing';
  ALTER TABLE "_testimonials_v" ADD COLUMN "version_spanish_translation" "enum__testimonials_v_version_spanish_translation" DEFAULT 'missing';
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "redirects_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_blog_posts_fk" FOREIGN KEY ("blog_posts_id") REFERENCES "public"."blog_posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "redirects_from_idx" ON "redirects" USING btree ("from");
  CREATE INDEX "redirects_updated_at_idx" ON "redirects" USING btree ("updated_at");
  CREATE INDEX "redirects_created_at_idx" ON "redirects" USING btree ("created_at");
  CREATE INDEX "redirects_rels_order_idx" ON "redirects_rels" USING btree ("order");
  CREATE INDEX "redirects_rels_parent_idx" ON "redirects_rels" USING btree ("parent_id");
  CREATE INDEX "redirects_rels_path_idx" ON "redirects_rels" USING btree ("path");
  CREATE INDEX "redirects_rels_blog_posts_id_idx" ON "redirects_rels" USING btree ("blog_posts_id");
  ALTER TABLE "blog_posts_locales" ADD CONSTRAINT "blog_posts_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_blog_posts_v_locales" ADD CONSTRAINT "_blog_posts_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_redirects_fk" FOREIGN KEY ("redirects_id") REFERENCES "public"."redirects"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "blog_posts_spanish_translation_idx" ON "blog_posts" USING btree ("spanish_translation");
  CREATE INDEX "blog_posts_meta_meta_image_idx" ON "blog_posts_locales" USING btree ("meta_image_id","_locale");
  CREATE INDEX "_blog_posts_v_version_version_spanish_translation_idx" ON "_blog_posts_v" USING btree ("version_spanish_translation");
  CREATE INDEX "_blog_posts_v_version_meta_version_meta_image_idx" ON "_blog_posts_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE INDEX "testimonials_spanish_translation_idx" ON "testimonials" USING btree ("spanish_translation");
  CREATE INDEX "_testimonials_v_version_version_spanish_translation_idx" ON "_testimonials_v" USING btree ("version_spanish_translation");
  CREATE INDEX "payload_locked_documents_rels_redirects_id_idx" ON "payload_locked_documents_rels" USING btree ("redirects_id");`)

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
   ALTER TABLE "redirects" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "redirects_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "redirects" CASCADE;
  DROP TABLE "redirects_rels" CASCADE;
  ALTER TABLE "blog_posts_locales" DROP CONSTRAINT "blog_posts_locales_meta_image_id_media_id_fk";
  
  ALTER TABLE "_blog_posts_v_locales" DROP CONSTRAINT "_blog_posts_v_locales_version_meta_image_id_media_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_redirects_fk";
  
  DROP INDEX "blog_posts_spanish_translation_idx";
  DROP INDEX "blog_posts_meta_meta_image_idx";
  DROP INDEX "_blog_posts_v_version_version_spanish_translation_idx";
  DROP INDEX "_blog_posts_v_version_meta_version_meta_image_idx";
  DROP INDEX "testimonials_spanish_translation_idx";
  DROP INDEX "_testimonials_v_version_version_spanish_translation_idx";
  DROP INDEX "payload_locked_documents_rels_redirects_id_idx";
  ALTER TABLE "blog_posts" DROP COLUMN "spanish_translation";
  ALTER TABLE "blog_posts_locales" DROP COLUMN "meta_title";
  ALTER TABLE "blog_posts_locales" DROP COLUMN "meta_description";
  ALTER TABLE "blog_posts_locales" DROP COLUMN "meta_image_id";
  ALTER TABLE "_blog_posts_v" DROP COLUMN "version_spanish_translation";
  ALTER TABLE "_blog_posts_v_locales" DROP COLUMN "version_meta_title";
  ALTER TABLE "_blog_posts_v_locales" DROP COLUMN "version_meta_description";
  ALTER TABLE "_blog_posts_v_locales" DROP COLUMN "version_meta_image_id";
  ALTER TABLE "testimonials" DROP COLUMN "spanish_translation";
  ALTER TABLE "_testimonials_v" DROP COLUMN "version_spanish_translation";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "redirects_id";
  DROP TYPE "public"."enum_blog_posts_spanish_translation";
  DROP TYPE "public"."enum__blog_posts_v_version_spanish_translation";
  DROP TYPE "public"."enum_testimonials_spanish_translation";
  DROP TYPE "public"."enum__testimonials_v_version_spanish_translation";
  DROP TYPE "public"."enum_redirects_to_type";`)
}
