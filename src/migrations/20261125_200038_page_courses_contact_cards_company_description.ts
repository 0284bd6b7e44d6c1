import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_courses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_courses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_courses_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "page_courses_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_courses_benefits_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_page_courses_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_courses_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_cta" varchar,
  	"list_eyebrow" varchar,
  	"list_title" varchar,
  	"list_subtitle" varchar,
  	"list_card_button" varchar,
  	"list_erasmus_note" varchar,
  	"calendar_eyebrow" varchar,
  	"calendar_title" varchar,
  	"calendar_subtitle" varchar,
  	"calendar_empty" varchar,
  	"calendar_note" varchar,
  	"benefits_eyebrow" varchar,
  	"benefits_title" varchar,
  	"benefits_subtitle" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_button" varchar,
  	"meta_title" varchar,
  	"meta_description" varchar,
  	"meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_courses_v_version_benefits_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_courses_v_version_benefits_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__page_courses_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_courses_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_courses_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_cta" varchar,
  	"version_list_eyebrow" varchar,
  	"version_list_title" varchar,
  	"version_list_subtitle" varchar,
  	"version_list_card_button" varchar,
  	"version_list_erasmus_note" varchar,
  	"version_calendar_eyebrow" varchar,
  	"version_calendar_title" varchar,
  	"version_calendar_subtitle" varchar,
  	"version_calendar_empty" varchar,
  	"version_calendar_note" varchar,
  	"version_benefits_eyebrow" varchar,
  	"version_benefits_title" varchar,
  	"version_benefits_subtitle" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button" varchar,
  	"version_meta_title" varchar,
  	"version_meta_description" varchar,
  	"version_meta_image_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "company_locales" ADD COLUMN "description" varchar;
  ALTER TABLE "_company_v_locales" ADD COLUMN "version_description" varchar;
  ALTER TABLE "page_contact_locales" ADD COLUMN "cards_email_title" varchar;
  ALTER TABLE "page_contact_locales" ADD COLUMN "cards_email_text" varchar;
  ALTER TABLE "page_contact_locales" ADD COLUMN "cards_phone_title" varchar;
  ALTER TABLE "page_contact_locales" ADD COLUMN "cards_phone_text" varchar;
  ALTER TABLE "page_contact_locales" ADD COLUMN "cards_visit_title" varchar;
  ALTER TABLE "page_contact_locales" ADD COLUMN "cards_visit_text" varchar;
  ALTER TABLE "_page_contact_v_locales" ADD COLUMN "version_cards_email_title" varchar;
  ALTER TABLE "_page_contact_v_locales" ADD COLUMN "version_cards_email_text" varchar;
  ALTER TABLE "_page_contact_v_locales" ADD COLUMN "version_cards_phone_title" varchar;
  ALTER TABLE "_page_contact_v_locales" ADD COLUMN "version_cards_phone_text" varchar;
  ALTER TABLE "_page_contact_v_locales" ADD COLUMN "version_cards_visit_title" varchar;
  ALTER TABLE "_page_contact_v_locales" ADD COLUMN "version_cards_visit_text" varchar;
  ALTER TABLE "page_courses_benefits_items" ADD CONSTRAINT "page_courses_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_courses_benefits_items_locales" ADD CONSTRAINT "page_courses_benefits_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_courses_benefits_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_courses_locales" ADD CONSTRAINT "page_courses_locales_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_courses_locales" ADD CONSTRAINT "page_courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_courses_v_version_benefits_items" ADD CONSTRAINT "_page_courses_v_version_benefits_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_courses_v_version_benefits_items_locales" ADD CONSTRAINT "_page_courses_v_version_benefits_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_courses_v_version_benefits_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_courses_v_locales" ADD CONSTRAINT "_page_courses_v_locales_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_courses_v_locales" ADD CONSTRAINT "_page_courses_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_courses_benefits_items_order_idx" ON "page_courses_benefits_items" USING btree ("_order");
  CREATE INDEX "page_courses_benefits_items_parent_id_idx" ON "page_courses_benefits_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_courses_benefits_items_locales_locale_parent_id_unique" ON "page_courses_benefits_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_courses__status_idx" ON "page_courses" USING btree ("_status");
  CREATE INDEX "page_courses_meta_meta_image_idx" ON "page_courses_locales" USING btree ("meta_image_id","_locale");
  CREATE UNIQUE INDEX "page_courses_locales_locale_parent_id_unique" ON "page_courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_courses_v_version_benefits_items_order_idx" ON "_page_courses_v_version_benefits_items" USING btree ("_order");
  CREATE INDEX "_page_courses_v_version_benefits_items_parent_id_idx" ON "_page_courses_v_version_benefits_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_courses_v_version_benefits_items_locales_locale_parent" ON "_page_courses_v_version_benefits_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_courses_v_version_version__status_idx" ON "_page_courses_v" USING btree ("version__status");
  CREATE INDEX "_page_courses_v_created_at_idx" ON "_page_courses_v" USING btree ("created_at");
  CREATE INDEX "_page_courses_v_updated_at_idx" ON "_page_courses_v" USING btree ("updated_at");
  CREATE INDEX "_page_courses_v_snapshot_idx" ON "_page_courses_v" USING btree ("snapshot");
  CREATE INDEX "_page_courses_v_published_locale_idx" ON "_page_courses_v" USING btree ("published_locale");
  CREATE INDEX "_page_courses_v_latest_idx" ON "_page_courses_v" USING btree ("latest");
  CREATE INDEX "_page_courses_v_autosave_idx" ON "_page_courses_v" USING btree ("autosave");
  CREATE INDEX "_page_courses_v_version_meta_version_meta_image_idx" ON "_page_courses_v_locales" USING btree ("version_meta_image_id","_locale");
  CREATE UNIQUE INDEX "_page_courses_v_locales_locale_parent_id_unique" ON "_page_courses_v_locales" USING btree ("_locale","_parent_id");`)

  // Until now these texts were in the site's message catalogues. A database that already has the contact page and
  // the company details would show empty cards and no footer description: give every stored version (the published
  // one and any draft an editor works on) the texts the site showed, where it has none. A fresh database has no rows
  // yet here; the start-up then publishes the seed, which holds the same texts.
  const texts = {
    en: {
      description:
        'Educational school trips and Erasmus+ mobility, organised end to end from Madrid: travel, accommodation, cultural visits and bilingual coordinators on site.',
      emailTitle: 'Email',
      emailText: 'Write to us about any trip or project.',
      phoneTitle: 'Call or WhatsApp',
      phoneText: 'Talk to our team in English or Spanish.',
      visitTitle: 'Visit us in Madrid',
      visitText: 'Our office is in central Madrid; visits by appointment.',
    },
    es: {
      description:
        'Viajes educativos para centros escolares y movilidad Erasmus+, organizados de principio a fin desde Madrid: transporte, alojamiento, visitas culturales y coordinadores bilingües sobre el terreno.',
      emailTitle: 'Correo electrónico',
      emailText: 'Escríbenos sobre cualquier viaje o proyecto.',
      phoneTitle: 'Teléfono o WhatsApp',
      phoneText: 'Habla con nuestro equipo en español o en inglés.',
      visitTitle: 'Visítanos en Madrid',
      visitText: 'Nuestra oficina está en el centro de Madrid; visitas con cita previa.',
    },
  }
  // One statement per call: PostgreSQL takes parameters only in a single statement.
  for (const [locale, t] of Object.entries(texts)) {
    await db.execute(sql`
      UPDATE "company_locales" SET "description" = ${t.description}
      WHERE "_locale" = ${locale} AND "description" IS NULL`)
    await db.execute(sql`
      UPDATE "_company_v_locales" SET "version_description" = ${t.description}
      WHERE "_locale" = ${locale} AND "version_description" IS NULL`)
    await db.execute(sql`
      UPDATE "page_contact_locales" SET
        "cards_email_title" = ${t.emailTitle}, "cards_email_text" = ${t.emailText},
        "cards_phone_title" = ${t.phoneTitle}, "cards_phone_text" = ${t.phoneText},
        "cards_visit_title" = ${t.visitTitle}, "cards_visit_text" = ${t.visitText}
      WHERE "_locale" = ${locale} AND "cards_email_title" IS NULL`)
    await db.execute(sql`
      UPDATE "_page_contact_v_locales" SET
        "version_cards_email_title" = ${t.emailTitle}, "version_cards_email_text" = ${t.emailText},
        "version_cards_phone_title" = ${t.phoneTitle}, "version_cards_phone_text" = ${t.phoneText},
        "version_cards_visit_title" = ${t.visitTitle}, "version_cards_visit_text" = ${t.visitText}
      WHERE "_locale" = ${locale} AND "version_cards_email_title" IS NULL`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "page_courses_benefits_items" CASCADE;
  DROP TABLE "page_courses_benefits_items_locales" CASCADE;
  DROP TABLE "page_courses" CASCADE;
  DROP TABLE "page_courses_locales" CASCADE;
  DROP TABLE "_page_courses_v_version_benefits_items" CASCADE;
  DROP TABLE "_page_courses_v_version_benefits_items_locales" CASCADE;
  DROP TABLE "_page_courses_v" CASCADE;
  DROP TABLE "_page_courses_v_locales" CASCADE;
  ALTER TABLE "company_locales" DROP COLUMN "description";
  ALTER TABLE "_company_v_locales" DROP COLUMN "version_description";
  ALTER TABLE "page_contact_locales" DROP COLUMN "cards_email_title";
  ALTER TABLE "page_contact_locales" DROP COLUMN "cards_email_text";
  ALTER TABLE "page_contact_locales" DROP COLUMN "cards_phone_title";
  ALTER TABLE "page_contact_locales" DROP COLUMN "cards_phone_text";
  ALTER TABLE "page_contact_locales" DROP COLUMN "cards_visit_title";
  ALTER TABLE "page_contact_locales" DROP COLUMN "cards_visit_text";
  ALTER TABLE "_page_contact_v_locales" DROP COLUMN "version_cards_email_title";
  ALTER TABLE "_page_contact_v_locales" DROP COLUMN "version_cards_email_text";
  ALTER TABLE "_page_contact_v_locales" DROP COLUMN "version_cards_phone_title";
  ALTER TABLE "_page_contact_v_locales" DROP COLUMN "version_cards_phone_text";
  ALTER TABLE "_page_contact_v_locales" DROP COLUMN "version_cards_visit_title";
  ALTER TABLE "_page_contact_v_locales" DROP COLUMN "version_cards_visit_text";
  DROP TYPE "public"."enum_page_courses_status";
  DROP TYPE "public"."enum__page_courses_v_version_status";
  DROP TYPE "public"."enum__page_courses_v_published_locale";`)
}
