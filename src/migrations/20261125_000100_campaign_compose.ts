import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_schools_language" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_email_campaigns_editor_mode" AS ENUM('visual', 'html');
  CREATE TYPE "public"."enum_email_templates_editor_mode" AS ENUM('visual', 'html');
  CREATE TABLE "email_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"editor_mode" "enum_email_templates_editor_mode" DEFAULT 'html',
  	"subject" varchar,
  	"content" jsonb,
  	"html_content" varchar,
  	"text_content" varchar,
  	"es_subject" varchar,
  	"es_content" jsonb,
  	"es_html_content" varchar,
  	"es_text_content" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "schools" ADD COLUMN "language" "enum_schools_language";
  ALTER TABLE "email_campaigns" ADD COLUMN "editor_mode" "enum_email_campaigns_editor_mode" DEFAULT 'html';
  ALTER TABLE "email_campaigns" ADD COLUMN "content" jsonb;
  ALTER TABLE "email_campaigns" ADD COLUMN "es_subject" varchar;
  ALTER TABLE "email_campaigns" ADD COLUMN "es_content" jsonb;
  ALTER TABLE "email_campaigns" ADD COLUMN "es_html_content" varchar;
  ALTER TABLE "email_campaigns" ADD COLUMN "es_text_content" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "email_templates_id" integer;
  CREATE INDEX "email_templates_updated_at_idx" ON "email_templates" USING btree ("updated_at");
  CREATE INDEX "email_templates_created_at_idx" ON "email_templates" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_email_templates_fk" FOREIGN KEY ("email_templates_id") REFERENCES "public"."email_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_email_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("email_templates_id");`)
  // Existing schools get the language a new one would: Spanish in Spain, English elsewhere
  // (src/features/audience/schools/language.ts, written out here so this migration never changes).
  await db.execute(sql`
  UPDATE "schools" SET "language" = CASE
    WHEN lower(trim(translate(coalesce("country", ''), 'ñÑ', 'nN'))) IN ('spain', 'espana', 'es', 'esp', 'reino de espana', 'kingdom of spain')
    THEN 'es'::"enum_schools_language" ELSE 'en'::"enum_schools_language" END
  WHERE "language" IS NULL;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "email_templates" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "email_templates" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_email_templates_fk";
  
  DROP INDEX "payload_locked_documents_rels_email_templates_id_idx";
  ALTER TABLE "schools" DROP COLUMN "language";
  ALTER TABLE "email_campaigns" DROP COLUMN "editor_mode";
  ALTER TABLE "email_campaigns" DROP COLUMN "content";
  ALTER TABLE "email_campaigns" DROP COLUMN "es_subject";
  ALTER TABLE "email_campaigns" DROP COLUMN "es_content";
  ALTER TABLE "email_campaigns" DROP COLUMN "es_html_content";
  ALTER TABLE "email_campaigns" DROP COLUMN "es_text_content";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "email_templates_id";
  DROP TYPE "public"."enum_schools_language";
  DROP TYPE "public"."enum_email_campaigns_editor_mode";
  DROP TYPE "public"."enum_email_templates_editor_mode";`)
}
