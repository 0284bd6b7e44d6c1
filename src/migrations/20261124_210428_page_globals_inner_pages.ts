import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_page_about_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_about_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_about_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_page_trips_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_trips_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_trips_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_page_erasmus_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_erasmus_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_erasmus_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_page_ins_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_ins_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_ins_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_page_exc_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_exc_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_exc_v_published_locale" AS ENUM('en', 'es');
  CREATE TYPE "public"."enum_page_contact_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_contact_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__page_contact_v_published_locale" AS ENUM('en', 'es');
  CREATE TABLE "page_about_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_about_story_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_about_story_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_about_story_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_about_why_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_about_why_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_about_commitment_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_about_commitment_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_about_together_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_about_together_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_about_impact_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_about_impact_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_about" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_page_about_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_about_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"story_eyebrow" varchar,
  	"story_title" varchar,
  	"why_eyebrow" varchar,
  	"why_title" varchar,
  	"why_subtitle" varchar,
  	"commitment_title" varchar,
  	"commitment_subtitle" varchar,
  	"together_title" varchar,
  	"together_subtitle" varchar,
  	"impact_title" varchar,
  	"impact_subtitle" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_about_v_version_story_paragraphs" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_about_v_version_story_paragraphs_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_about_v_version_story_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_about_v_version_story_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_about_v_version_why_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_about_v_version_why_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_about_v_version_commitment_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_about_v_version_commitment_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_about_v_version_together_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_about_v_version_together_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_about_v_version_impact_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_about_v_version_impact_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_about_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__page_about_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_about_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_about_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_story_eyebrow" varchar,
  	"version_story_title" varchar,
  	"version_why_eyebrow" varchar,
  	"version_why_title" varchar,
  	"version_why_subtitle" varchar,
  	"version_commitment_title" varchar,
  	"version_commitment_subtitle" varchar,
  	"version_together_title" varchar,
  	"version_together_subtitle" varchar,
  	"version_impact_title" varchar,
  	"version_impact_subtitle" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_trips_provide_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_trips_provide_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_trips_featured_trips_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_trips_featured_trips_facts_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_trips_featured_trips_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_trips_featured_trips_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_trips_featured_trips_add_ons" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_trips_featured_trips_add_ons_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_trips_featured_trips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"is_new" boolean,
  	"image_id" integer
  );
  
  CREATE TABLE "page_trips_featured_trips_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"more_highlights" varchar,
  	"cta" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_trips_why_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_trips_why_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_trips" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_page_trips_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_trips_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_cta" varchar,
  	"provide_eyebrow" varchar,
  	"provide_title" varchar,
  	"provide_subtitle" varchar,
  	"featured_title" varchar,
  	"featured_subtitle" varchar,
  	"featured_highlights_label" varchar,
  	"featured_add_ons_label" varchar,
  	"destinations_eyebrow" varchar,
  	"destinations_title" varchar,
  	"destinations_subtitle" varchar,
  	"ad_hoc_title" varchar,
  	"ad_hoc_text" varchar,
  	"ad_hoc_button" varchar,
  	"why_title" varchar,
  	"why_subtitle" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_trips_v_version_provide_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_trips_v_version_provide_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_trips_v_version_featured_trips_facts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_trips_v_version_featured_trips_facts_locales" (
  	"label" varchar,
  	"value" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_trips_v_version_featured_trips_highlights" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_trips_v_version_featured_trips_highlights_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_trips_v_version_featured_trips_add_ons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_trips_v_version_featured_trips_add_ons_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_trips_v_version_featured_trips" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"is_new" boolean,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_trips_v_version_featured_trips_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"more_highlights" varchar,
  	"cta" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_trips_v_version_why_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_trips_v_version_why_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_trips_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__page_trips_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_trips_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_trips_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_cta" varchar,
  	"version_provide_eyebrow" varchar,
  	"version_provide_title" varchar,
  	"version_provide_subtitle" varchar,
  	"version_featured_title" varchar,
  	"version_featured_subtitle" varchar,
  	"version_featured_highlights_label" varchar,
  	"version_featured_add_ons_label" varchar,
  	"version_destinations_eyebrow" varchar,
  	"version_destinations_title" varchar,
  	"version_destinations_subtitle" varchar,
  	"version_ad_hoc_title" varchar,
  	"version_ad_hoc_text" varchar,
  	"version_ad_hoc_button" varchar,
  	"version_why_title" varchar,
  	"version_why_subtitle" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_erasmus_stats_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_erasmus_stats_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_erasmus_services_cards_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_erasmus_services_cards_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_erasmus_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_erasmus_services_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_erasmus_why_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_erasmus_why_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_erasmus_support_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_erasmus_support_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_erasmus_process_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_erasmus_process_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_erasmus_impact_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_erasmus_impact_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_erasmus" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_page_erasmus_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_erasmus_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_cta" varchar,
  	"partner_title" varchar,
  	"partner_text" varchar,
  	"stats_title" varchar,
  	"stats_subtitle" varchar,
  	"services_eyebrow" varchar,
  	"services_title" varchar,
  	"services_subtitle" varchar,
  	"why_title" varchar,
  	"why_subtitle" varchar,
  	"destinations_spain_title" varchar,
  	"destinations_spain_subtitle" varchar,
  	"destinations_eu_title" varchar,
  	"destinations_eu_subtitle" varchar,
  	"ad_hoc_title" varchar,
  	"ad_hoc_text" varchar,
  	"ad_hoc_button" varchar,
  	"support_title" varchar,
  	"support_subtitle" varchar,
  	"process_title" varchar,
  	"process_subtitle" varchar,
  	"impact_title" varchar,
  	"impact_subtitle" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_erasmus_v_version_stats_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_erasmus_v_version_stats_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_erasmus_v_version_services_cards_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_erasmus_v_version_services_cards_points_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_erasmus_v_version_services_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_erasmus_v_version_services_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_erasmus_v_version_why_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_erasmus_v_version_why_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_erasmus_v_version_support_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_erasmus_v_version_support_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_erasmus_v_version_process_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_erasmus_v_version_process_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_erasmus_v_version_impact_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_erasmus_v_version_impact_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_erasmus_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__page_erasmus_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_erasmus_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_erasmus_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_cta" varchar,
  	"version_partner_title" varchar,
  	"version_partner_text" varchar,
  	"version_stats_title" varchar,
  	"version_stats_subtitle" varchar,
  	"version_services_eyebrow" varchar,
  	"version_services_title" varchar,
  	"version_services_subtitle" varchar,
  	"version_why_title" varchar,
  	"version_why_subtitle" varchar,
  	"version_destinations_spain_title" varchar,
  	"version_destinations_spain_subtitle" varchar,
  	"version_destinations_eu_title" varchar,
  	"version_destinations_eu_subtitle" varchar,
  	"version_ad_hoc_title" varchar,
  	"version_ad_hoc_text" varchar,
  	"version_ad_hoc_button" varchar,
  	"version_support_title" varchar,
  	"version_support_subtitle" varchar,
  	"version_process_title" varchar,
  	"version_process_subtitle" varchar,
  	"version_impact_title" varchar,
  	"version_impact_subtitle" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_ins_benefits_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_ins_benefits_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_ins_partners_partners_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_ins_partners_partners_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_ins_partners_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"medical_cap" numeric
  );
  
  CREATE TABLE "page_ins_partners_partners_locales" (
  	"title" varchar,
  	"badge" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_ins_why_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_ins_why_groups_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_ins_why_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_ins_why_groups_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_ins" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"teaser_image_id" integer,
  	"_status" "enum_page_ins_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_ins_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_cta" varchar,
  	"benefits_eyebrow" varchar,
  	"benefits_title" varchar,
  	"benefits_subtitle" varchar,
  	"partners_eyebrow" varchar,
  	"partners_title" varchar,
  	"partners_subtitle" varchar,
  	"partners_medical_label" varchar,
  	"partners_disclaimer" varchar,
  	"why_eyebrow" varchar,
  	"why_title" varchar,
  	"why_subtitle" varchar,
  	"teaser_eyebrow" varchar,
  	"teaser_title" varchar,
  	"teaser_text" varchar,
  	"teaser_cta" varchar,
  	"teaser_image_alt" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_ins_v_version_benefits_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_ins_v_version_benefits_cards_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_ins_v_version_partners_partners_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_ins_v_version_partners_partners_features_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_ins_v_version_partners_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"medical_cap" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_ins_v_version_partners_partners_locales" (
  	"title" varchar,
  	"badge" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_ins_v_version_why_groups_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_ins_v_version_why_groups_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_ins_v_version_why_groups" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_ins_v_version_why_groups_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_ins_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_teaser_image_id" integer,
  	"version__status" "enum__page_ins_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_ins_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_ins_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_cta" varchar,
  	"version_benefits_eyebrow" varchar,
  	"version_benefits_title" varchar,
  	"version_benefits_subtitle" varchar,
  	"version_partners_eyebrow" varchar,
  	"version_partners_title" varchar,
  	"version_partners_subtitle" varchar,
  	"version_partners_medical_label" varchar,
  	"version_partners_disclaimer" varchar,
  	"version_why_eyebrow" varchar,
  	"version_why_title" varchar,
  	"version_why_subtitle" varchar,
  	"version_teaser_eyebrow" varchar,
  	"version_teaser_title" varchar,
  	"version_teaser_text" varchar,
  	"version_teaser_cta" varchar,
  	"version_teaser_image_alt" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_exc_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "page_exc_tiles_tiles_locales" (
  	"title" varchar,
  	"text" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_exc_examples_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_exc_examples_examples_locales" (
  	"place" varchar,
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_exc_options_curated_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_exc_options_curated_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_exc_options_self_guided_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_exc_options_self_guided_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_exc" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"options_self_guided_partner_url" varchar,
  	"_status" "enum_page_exc_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_exc_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"hero_cta" varchar,
  	"tiles_eyebrow" varchar,
  	"tiles_title" varchar,
  	"tiles_subtitle" varchar,
  	"examples_eyebrow" varchar,
  	"examples_title" varchar,
  	"examples_subtitle" varchar,
  	"options_eyebrow" varchar,
  	"options_title" varchar,
  	"options_subtitle" varchar,
  	"options_curated_title" varchar,
  	"options_curated_badge" varchar,
  	"options_curated_text" varchar,
  	"options_curated_cta" varchar,
  	"options_self_guided_title" varchar,
  	"options_self_guided_badge" varchar,
  	"options_self_guided_text" varchar,
  	"options_self_guided_cta" varchar,
  	"options_self_guided_note" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_exc_v_version_tiles_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_exc_v_version_tiles_tiles_locales" (
  	"title" varchar,
  	"text" varchar,
  	"image_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_exc_v_version_examples_examples" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_exc_v_version_examples_examples_locales" (
  	"place" varchar,
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_exc_v_version_options_curated_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_exc_v_version_options_curated_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_exc_v_version_options_self_guided_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_exc_v_version_options_self_guided_items_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_exc_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_options_self_guided_partner_url" varchar,
  	"version__status" "enum__page_exc_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_exc_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_exc_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_hero_cta" varchar,
  	"version_tiles_eyebrow" varchar,
  	"version_tiles_title" varchar,
  	"version_tiles_subtitle" varchar,
  	"version_examples_eyebrow" varchar,
  	"version_examples_title" varchar,
  	"version_examples_subtitle" varchar,
  	"version_options_eyebrow" varchar,
  	"version_options_title" varchar,
  	"version_options_subtitle" varchar,
  	"version_options_curated_title" varchar,
  	"version_options_curated_badge" varchar,
  	"version_options_curated_text" varchar,
  	"version_options_curated_cta" varchar,
  	"version_options_self_guided_title" varchar,
  	"version_options_self_guided_badge" varchar,
  	"version_options_self_guided_text" varchar,
  	"version_options_self_guided_cta" varchar,
  	"version_options_self_guided_note" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_button" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "page_contact_why_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "page_contact_why_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "page_contact" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_status" "enum_page_contact_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "page_contact_locales" (
  	"hero_title" varchar,
  	"hero_subtitle" varchar,
  	"why_title" varchar,
  	"why_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_contact_v_version_why_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_page_contact_v_version_why_figures_locales" (
  	"value" varchar,
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_page_contact_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__page_contact_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__page_contact_v_published_locale",
  	"latest" boolean,
  	"autosave" boolean
  );
  
  CREATE TABLE "_page_contact_v_locales" (
  	"version_hero_title" varchar,
  	"version_hero_subtitle" varchar,
  	"version_why_title" varchar,
  	"version_why_subtitle" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "page_about_story_paragraphs" ADD CONSTRAINT "page_about_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_story_paragraphs_locales" ADD CONSTRAINT "page_about_story_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about_story_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_story_figures" ADD CONSTRAINT "page_about_story_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_story_figures_locales" ADD CONSTRAINT "page_about_story_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about_story_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_why_cards" ADD CONSTRAINT "page_about_why_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_why_cards_locales" ADD CONSTRAINT "page_about_why_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about_why_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_commitment_cards" ADD CONSTRAINT "page_about_commitment_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_commitment_cards_locales" ADD CONSTRAINT "page_about_commitment_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about_commitment_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_together_cards" ADD CONSTRAINT "page_about_together_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_together_cards_locales" ADD CONSTRAINT "page_about_together_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about_together_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_impact_figures" ADD CONSTRAINT "page_about_impact_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_impact_figures_locales" ADD CONSTRAINT "page_about_impact_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about_impact_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_about_locales" ADD CONSTRAINT "page_about_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_about"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_story_paragraphs" ADD CONSTRAINT "_page_about_v_version_story_paragraphs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_story_paragraphs_locales" ADD CONSTRAINT "_page_about_v_version_story_paragraphs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v_version_story_paragraphs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_story_figures" ADD CONSTRAINT "_page_about_v_version_story_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_story_figures_locales" ADD CONSTRAINT "_page_about_v_version_story_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v_version_story_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_why_cards" ADD CONSTRAINT "_page_about_v_version_why_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_why_cards_locales" ADD CONSTRAINT "_page_about_v_version_why_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v_version_why_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_commitment_cards" ADD CONSTRAINT "_page_about_v_version_commitment_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_commitment_cards_locales" ADD CONSTRAINT "_page_about_v_version_commitment_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v_version_commitment_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_together_cards" ADD CONSTRAINT "_page_about_v_version_together_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_together_cards_locales" ADD CONSTRAINT "_page_about_v_version_together_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v_version_together_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_impact_figures" ADD CONSTRAINT "_page_about_v_version_impact_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_version_impact_figures_locales" ADD CONSTRAINT "_page_about_v_version_impact_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v_version_impact_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_about_v_locales" ADD CONSTRAINT "_page_about_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_about_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_provide_cards" ADD CONSTRAINT "page_trips_provide_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_provide_cards_locales" ADD CONSTRAINT "page_trips_provide_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips_provide_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_featured_trips_facts" ADD CONSTRAINT "page_trips_featured_trips_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips_featured_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_featured_trips_facts_locales" ADD CONSTRAINT "page_trips_featured_trips_facts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips_featured_trips_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_featured_trips_highlights" ADD CONSTRAINT "page_trips_featured_trips_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips_featured_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_featured_trips_highlights_locales" ADD CONSTRAINT "page_trips_featured_trips_highlights_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips_featured_trips_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_featured_trips_add_ons" ADD CONSTRAINT "page_trips_featured_trips_add_ons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips_featured_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_featured_trips_add_ons_locales" ADD CONSTRAINT "page_trips_featured_trips_add_ons_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips_featured_trips_add_ons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_featured_trips" ADD CONSTRAINT "page_trips_featured_trips_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_trips_featured_trips" ADD CONSTRAINT "page_trips_featured_trips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_featured_trips_locales" ADD CONSTRAINT "page_trips_featured_trips_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips_featured_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_why_cards" ADD CONSTRAINT "page_trips_why_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_why_cards_locales" ADD CONSTRAINT "page_trips_why_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips_why_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_trips_locales" ADD CONSTRAINT "page_trips_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_provide_cards" ADD CONSTRAINT "_page_trips_v_version_provide_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_provide_cards_locales" ADD CONSTRAINT "_page_trips_v_version_provide_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v_version_provide_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_featured_trips_facts" ADD CONSTRAINT "_page_trips_v_version_featured_trips_facts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v_version_featured_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_featured_trips_facts_locales" ADD CONSTRAINT "_page_trips_v_version_featured_trips_facts_locales_parent_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v_version_featured_trips_facts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_featured_trips_highlights" ADD CONSTRAINT "_page_trips_v_version_featured_trips_highlights_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v_version_featured_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_featured_trips_highlights_locales" ADD CONSTRAINT "_page_trips_v_version_featured_trips_highlights_locales_p_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v_version_featured_trips_highlights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_featured_trips_add_ons" ADD CONSTRAINT "_page_trips_v_version_featured_trips_add_ons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v_version_featured_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_featured_trips_add_ons_locales" ADD CONSTRAINT "_page_trips_v_version_featured_trips_add_ons_locales_pare_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v_version_featured_trips_add_ons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_featured_trips" ADD CONSTRAINT "_page_trips_v_version_featured_trips_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_featured_trips" ADD CONSTRAINT "_page_trips_v_version_featured_trips_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_featured_trips_locales" ADD CONSTRAINT "_page_trips_v_version_featured_trips_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v_version_featured_trips"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_why_cards" ADD CONSTRAINT "_page_trips_v_version_why_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_version_why_cards_locales" ADD CONSTRAINT "_page_trips_v_version_why_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v_version_why_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_trips_v_locales" ADD CONSTRAINT "_page_trips_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_trips_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_stats_figures" ADD CONSTRAINT "page_erasmus_stats_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_stats_figures_locales" ADD CONSTRAINT "page_erasmus_stats_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus_stats_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_services_cards_points" ADD CONSTRAINT "page_erasmus_services_cards_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_services_cards_points_locales" ADD CONSTRAINT "page_erasmus_services_cards_points_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus_services_cards_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_services_cards" ADD CONSTRAINT "page_erasmus_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_services_cards_locales" ADD CONSTRAINT "page_erasmus_services_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_why_cards" ADD CONSTRAINT "page_erasmus_why_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_why_cards_locales" ADD CONSTRAINT "page_erasmus_why_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus_why_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_support_cards" ADD CONSTRAINT "page_erasmus_support_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_support_cards_locales" ADD CONSTRAINT "page_erasmus_support_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus_support_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_process_cards" ADD CONSTRAINT "page_erasmus_process_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_process_cards_locales" ADD CONSTRAINT "page_erasmus_process_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus_process_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_impact_cards" ADD CONSTRAINT "page_erasmus_impact_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_impact_cards_locales" ADD CONSTRAINT "page_erasmus_impact_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus_impact_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_erasmus_locales" ADD CONSTRAINT "page_erasmus_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_erasmus"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_stats_figures" ADD CONSTRAINT "_page_erasmus_v_version_stats_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_stats_figures_locales" ADD CONSTRAINT "_page_erasmus_v_version_stats_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v_version_stats_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_services_cards_points" ADD CONSTRAINT "_page_erasmus_v_version_services_cards_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v_version_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_services_cards_points_locales" ADD CONSTRAINT "_page_erasmus_v_version_services_cards_points_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v_version_services_cards_points"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_services_cards" ADD CONSTRAINT "_page_erasmus_v_version_services_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_services_cards_locales" ADD CONSTRAINT "_page_erasmus_v_version_services_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v_version_services_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_why_cards" ADD CONSTRAINT "_page_erasmus_v_version_why_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_why_cards_locales" ADD CONSTRAINT "_page_erasmus_v_version_why_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v_version_why_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_support_cards" ADD CONSTRAINT "_page_erasmus_v_version_support_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_support_cards_locales" ADD CONSTRAINT "_page_erasmus_v_version_support_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v_version_support_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_process_cards" ADD CONSTRAINT "_page_erasmus_v_version_process_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_process_cards_locales" ADD CONSTRAINT "_page_erasmus_v_version_process_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v_version_process_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_impact_cards" ADD CONSTRAINT "_page_erasmus_v_version_impact_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_version_impact_cards_locales" ADD CONSTRAINT "_page_erasmus_v_version_impact_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v_version_impact_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_erasmus_v_locales" ADD CONSTRAINT "_page_erasmus_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_erasmus_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins_benefits_cards" ADD CONSTRAINT "page_ins_benefits_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins_benefits_cards_locales" ADD CONSTRAINT "page_ins_benefits_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins_benefits_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins_partners_partners_features" ADD CONSTRAINT "page_ins_partners_partners_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins_partners_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins_partners_partners_features_locales" ADD CONSTRAINT "page_ins_partners_partners_features_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins_partners_partners_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins_partners_partners" ADD CONSTRAINT "page_ins_partners_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins_partners_partners_locales" ADD CONSTRAINT "page_ins_partners_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins_partners_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins_why_groups_items" ADD CONSTRAINT "page_ins_why_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins_why_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins_why_groups_items_locales" ADD CONSTRAINT "page_ins_why_groups_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins_why_groups_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins_why_groups" ADD CONSTRAINT "page_ins_why_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins_why_groups_locales" ADD CONSTRAINT "page_ins_why_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins_why_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_ins" ADD CONSTRAINT "page_ins_teaser_image_id_media_id_fk" FOREIGN KEY ("teaser_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_ins_locales" ADD CONSTRAINT "page_ins_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_ins"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v_version_benefits_cards" ADD CONSTRAINT "_page_ins_v_version_benefits_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v_version_benefits_cards_locales" ADD CONSTRAINT "_page_ins_v_version_benefits_cards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v_version_benefits_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v_version_partners_partners_features" ADD CONSTRAINT "_page_ins_v_version_partners_partners_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v_version_partners_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v_version_partners_partners_features_locales" ADD CONSTRAINT "_page_ins_v_version_partners_partners_features_locales_pa_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v_version_partners_partners_features"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v_version_partners_partners" ADD CONSTRAINT "_page_ins_v_version_partners_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v_version_partners_partners_locales" ADD CONSTRAINT "_page_ins_v_version_partners_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v_version_partners_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v_version_why_groups_items" ADD CONSTRAINT "_page_ins_v_version_why_groups_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v_version_why_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v_version_why_groups_items_locales" ADD CONSTRAINT "_page_ins_v_version_why_groups_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v_version_why_groups_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v_version_why_groups" ADD CONSTRAINT "_page_ins_v_version_why_groups_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v_version_why_groups_locales" ADD CONSTRAINT "_page_ins_v_version_why_groups_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v_version_why_groups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_ins_v" ADD CONSTRAINT "_page_ins_v_version_teaser_image_id_media_id_fk" FOREIGN KEY ("version_teaser_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_ins_v_locales" ADD CONSTRAINT "_page_ins_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_ins_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_exc_tiles_tiles" ADD CONSTRAINT "page_exc_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "page_exc_tiles_tiles" ADD CONSTRAINT "page_exc_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_exc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_exc_tiles_tiles_locales" ADD CONSTRAINT "page_exc_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_exc_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_exc_examples_examples" ADD CONSTRAINT "page_exc_examples_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_exc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_exc_examples_examples_locales" ADD CONSTRAINT "page_exc_examples_examples_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_exc_examples_examples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_exc_options_curated_items" ADD CONSTRAINT "page_exc_options_curated_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_exc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_exc_options_curated_items_locales" ADD CONSTRAINT "page_exc_options_curated_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_exc_options_curated_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_exc_options_self_guided_items" ADD CONSTRAINT "page_exc_options_self_guided_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_exc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_exc_options_self_guided_items_locales" ADD CONSTRAINT "page_exc_options_self_guided_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_exc_options_self_guided_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_exc_locales" ADD CONSTRAINT "page_exc_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_exc"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_exc_v_version_tiles_tiles" ADD CONSTRAINT "_page_exc_v_version_tiles_tiles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_page_exc_v_version_tiles_tiles" ADD CONSTRAINT "_page_exc_v_version_tiles_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_exc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_exc_v_version_tiles_tiles_locales" ADD CONSTRAINT "_page_exc_v_version_tiles_tiles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_exc_v_version_tiles_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_exc_v_version_examples_examples" ADD CONSTRAINT "_page_exc_v_version_examples_examples_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_exc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_exc_v_version_examples_examples_locales" ADD CONSTRAINT "_page_exc_v_version_examples_examples_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_exc_v_version_examples_examples"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_exc_v_version_options_curated_items" ADD CONSTRAINT "_page_exc_v_version_options_curated_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_exc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_exc_v_version_options_curated_items_locales" ADD CONSTRAINT "_page_exc_v_version_options_curated_items_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_exc_v_version_options_curated_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_exc_v_version_options_self_guided_items" ADD CONSTRAINT "_page_exc_v_version_options_self_guided_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_exc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_exc_v_version_options_self_guided_items_locales" ADD CONSTRAINT "_page_exc_v_version_options_self_guided_items_locales_par_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_exc_v_version_options_self_guided_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_exc_v_locales" ADD CONSTRAINT "_page_exc_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_exc_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_contact_why_figures" ADD CONSTRAINT "page_contact_why_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_contact_why_figures_locales" ADD CONSTRAINT "page_contact_why_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_contact_why_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "page_contact_locales" ADD CONSTRAINT "page_contact_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."page_contact"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_contact_v_version_why_figures" ADD CONSTRAINT "_page_contact_v_version_why_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_contact_v_version_why_figures_locales" ADD CONSTRAINT "_page_contact_v_version_why_figures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_contact_v_version_why_figures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_page_contact_v_locales" ADD CONSTRAINT "_page_contact_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_page_contact_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "page_about_story_paragraphs_order_idx" ON "page_about_story_paragraphs" USING btree ("_order");
  CREATE INDEX "page_about_story_paragraphs_parent_id_idx" ON "page_about_story_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_about_story_paragraphs_locales_locale_parent_id_unique" ON "page_about_story_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_about_story_figures_order_idx" ON "page_about_story_figures" USING btree ("_order");
  CREATE INDEX "page_about_story_figures_parent_id_idx" ON "page_about_story_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_about_story_figures_locales_locale_parent_id_unique" ON "page_about_story_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_about_why_cards_order_idx" ON "page_about_why_cards" USING btree ("_order");
  CREATE INDEX "page_about_why_cards_parent_id_idx" ON "page_about_why_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_about_why_cards_locales_locale_parent_id_unique" ON "page_about_why_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_about_commitment_cards_order_idx" ON "page_about_commitment_cards" USING btree ("_order");
  CREATE INDEX "page_about_commitment_cards_parent_id_idx" ON "page_about_commitment_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_about_commitment_cards_locales_locale_parent_id_unique" ON "page_about_commitment_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_about_together_cards_order_idx" ON "page_about_together_cards" USING btree ("_order");
  CREATE INDEX "page_about_together_cards_parent_id_idx" ON "page_about_together_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_about_together_cards_locales_locale_parent_id_unique" ON "page_about_together_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_about_impact_figures_order_idx" ON "page_about_impact_figures" USING btree ("_order");
  CREATE INDEX "page_about_impact_figures_parent_id_idx" ON "page_about_impact_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_about_impact_figures_locales_locale_parent_id_unique" ON "page_about_impact_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_about__status_idx" ON "page_about" USING btree ("_status");
  CREATE UNIQUE INDEX "page_about_locales_locale_parent_id_unique" ON "page_about_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_about_v_version_story_paragraphs_order_idx" ON "_page_about_v_version_story_paragraphs" USING btree ("_order");
  CREATE INDEX "_page_about_v_version_story_paragraphs_parent_id_idx" ON "_page_about_v_version_story_paragraphs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_about_v_version_story_paragraphs_locales_locale_parent" ON "_page_about_v_version_story_paragraphs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_about_v_version_story_figures_order_idx" ON "_page_about_v_version_story_figures" USING btree ("_order");
  CREATE INDEX "_page_about_v_version_story_figures_parent_id_idx" ON "_page_about_v_version_story_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_about_v_version_story_figures_locales_locale_parent_id" ON "_page_about_v_version_story_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_about_v_version_why_cards_order_idx" ON "_page_about_v_version_why_cards" USING btree ("_order");
  CREATE INDEX "_page_about_v_version_why_cards_parent_id_idx" ON "_page_about_v_version_why_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_about_v_version_why_cards_locales_locale_parent_id_uni" ON "_page_about_v_version_why_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_about_v_version_commitment_cards_order_idx" ON "_page_about_v_version_commitment_cards" USING btree ("_order");
  CREATE INDEX "_page_about_v_version_commitment_cards_parent_id_idx" ON "_page_about_v_version_commitment_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_about_v_version_commitment_cards_locales_locale_parent" ON "_page_about_v_version_commitment_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_about_v_version_together_cards_order_idx" ON "_page_about_v_version_together_cards" USING btree ("_order");
  CREATE INDEX "_page_about_v_version_together_cards_parent_id_idx" ON "_page_about_v_version_together_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_about_v_version_together_cards_locales_locale_parent_i" ON "_page_about_v_version_together_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_about_v_version_impact_figures_order_idx" ON "_page_about_v_version_impact_figures" USING btree ("_order");
  CREATE INDEX "_page_about_v_version_impact_figures_parent_id_idx" ON "_page_about_v_version_impact_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_about_v_version_impact_figures_locales_locale_parent_i" ON "_page_about_v_version_impact_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_about_v_version_version__status_idx" ON "_page_about_v" USING btree ("version__status");
  CREATE INDEX "_page_about_v_created_at_idx" ON "_page_about_v" USING btree ("created_at");
  CREATE INDEX "_page_about_v_updated_at_idx" ON "_page_about_v" USING btree ("updated_at");
  CREATE INDEX "_page_about_v_snapshot_idx" ON "_page_about_v" USING btree ("snapshot");
  CREATE INDEX "_page_about_v_published_locale_idx" ON "_page_about_v" USING btree ("published_locale");
  CREATE INDEX "_page_about_v_latest_idx" ON "_page_about_v" USING btree ("latest");
  CREATE INDEX "_page_about_v_autosave_idx" ON "_page_about_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_page_about_v_locales_locale_parent_id_unique" ON "_page_about_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_trips_provide_cards_order_idx" ON "page_trips_provide_cards" USING btree ("_order");
  CREATE INDEX "page_trips_provide_cards_parent_id_idx" ON "page_trips_provide_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_trips_provide_cards_locales_locale_parent_id_unique" ON "page_trips_provide_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_trips_featured_trips_facts_order_idx" ON "page_trips_featured_trips_facts" USING btree ("_order");
  CREATE INDEX "page_trips_featured_trips_facts_parent_id_idx" ON "page_trips_featured_trips_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_trips_featured_trips_facts_locales_locale_parent_id_uni" ON "page_trips_featured_trips_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_trips_featured_trips_highlights_order_idx" ON "page_trips_featured_trips_highlights" USING btree ("_order");
  CREATE INDEX "page_trips_featured_trips_highlights_parent_id_idx" ON "page_trips_featured_trips_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_trips_featured_trips_highlights_locales_locale_parent_i" ON "page_trips_featured_trips_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_trips_featured_trips_add_ons_order_idx" ON "page_trips_featured_trips_add_ons" USING btree ("_order");
  CREATE INDEX "page_trips_featured_trips_add_ons_parent_id_idx" ON "page_trips_featured_trips_add_ons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_trips_featured_trips_add_ons_locales_locale_parent_id_u" ON "page_trips_featured_trips_add_ons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_trips_featured_trips_order_idx" ON "page_trips_featured_trips" USING btree ("_order");
  CREATE INDEX "page_trips_featured_trips_parent_id_idx" ON "page_trips_featured_trips" USING btree ("_parent_id");
  CREATE INDEX "page_trips_featured_trips_image_idx" ON "page_trips_featured_trips" USING btree ("image_id");
  CREATE UNIQUE INDEX "page_trips_featured_trips_locales_locale_parent_id_unique" ON "page_trips_featured_trips_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_trips_why_cards_order_idx" ON "page_trips_why_cards" USING btree ("_order");
  CREATE INDEX "page_trips_why_cards_parent_id_idx" ON "page_trips_why_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_trips_why_cards_locales_locale_parent_id_unique" ON "page_trips_why_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_trips__status_idx" ON "page_trips" USING btree ("_status");
  CREATE UNIQUE INDEX "page_trips_locales_locale_parent_id_unique" ON "page_trips_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_trips_v_version_provide_cards_order_idx" ON "_page_trips_v_version_provide_cards" USING btree ("_order");
  CREATE INDEX "_page_trips_v_version_provide_cards_parent_id_idx" ON "_page_trips_v_version_provide_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_trips_v_version_provide_cards_locales_locale_parent_id" ON "_page_trips_v_version_provide_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_trips_v_version_featured_trips_facts_order_idx" ON "_page_trips_v_version_featured_trips_facts" USING btree ("_order");
  CREATE INDEX "_page_trips_v_version_featured_trips_facts_parent_id_idx" ON "_page_trips_v_version_featured_trips_facts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_trips_v_version_featured_trips_facts_locales_locale_pa" ON "_page_trips_v_version_featured_trips_facts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_trips_v_version_featured_trips_highlights_order_idx" ON "_page_trips_v_version_featured_trips_highlights" USING btree ("_order");
  CREATE INDEX "_page_trips_v_version_featured_trips_highlights_parent_id_idx" ON "_page_trips_v_version_featured_trips_highlights" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_trips_v_version_featured_trips_highlights_locales_loca" ON "_page_trips_v_version_featured_trips_highlights_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_trips_v_version_featured_trips_add_ons_order_idx" ON "_page_trips_v_version_featured_trips_add_ons" USING btree ("_order");
  CREATE INDEX "_page_trips_v_version_featured_trips_add_ons_parent_id_idx" ON "_page_trips_v_version_featured_trips_add_ons" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_trips_v_version_featured_trips_add_ons_locales_locale_" ON "_page_trips_v_version_featured_trips_add_ons_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_trips_v_version_featured_trips_order_idx" ON "_page_trips_v_version_featured_trips" USING btree ("_order");
  CREATE INDEX "_page_trips_v_version_featured_trips_parent_id_idx" ON "_page_trips_v_version_featured_trips" USING btree ("_parent_id");
  CREATE INDEX "_page_trips_v_version_featured_trips_image_idx" ON "_page_trips_v_version_featured_trips" USING btree ("image_id");
  CREATE UNIQUE INDEX "_page_trips_v_version_featured_trips_locales_locale_parent_i" ON "_page_trips_v_version_featured_trips_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_trips_v_version_why_cards_order_idx" ON "_page_trips_v_version_why_cards" USING btree ("_order");
  CREATE INDEX "_page_trips_v_version_why_cards_parent_id_idx" ON "_page_trips_v_version_why_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_trips_v_version_why_cards_locales_locale_parent_id_uni" ON "_page_trips_v_version_why_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_trips_v_version_version__status_idx" ON "_page_trips_v" USING btree ("version__status");
  CREATE INDEX "_page_trips_v_created_at_idx" ON "_page_trips_v" USING btree ("created_at");
  CREATE INDEX "_page_trips_v_updated_at_idx" ON "_page_trips_v" USING btree ("updated_at");
  CREATE INDEX "_page_trips_v_snapshot_idx" ON "_page_trips_v" USING btree ("snapshot");
  CREATE INDEX "_page_trips_v_published_locale_idx" ON "_page_trips_v" USING btree ("published_locale");
  CREATE INDEX "_page_trips_v_latest_idx" ON "_page_trips_v" USING btree ("latest");
  CREATE INDEX "_page_trips_v_autosave_idx" ON "_page_trips_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_page_trips_v_locales_locale_parent_id_unique" ON "_page_trips_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_erasmus_stats_figures_order_idx" ON "page_erasmus_stats_figures" USING btree ("_order");
  CREATE INDEX "page_erasmus_stats_figures_parent_id_idx" ON "page_erasmus_stats_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_erasmus_stats_figures_locales_locale_parent_id_unique" ON "page_erasmus_stats_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_erasmus_services_cards_points_order_idx" ON "page_erasmus_services_cards_points" USING btree ("_order");
  CREATE INDEX "page_erasmus_services_cards_points_parent_id_idx" ON "page_erasmus_services_cards_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_erasmus_services_cards_points_locales_locale_parent_id_" ON "page_erasmus_services_cards_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_erasmus_services_cards_order_idx" ON "page_erasmus_services_cards" USING btree ("_order");
  CREATE INDEX "page_erasmus_services_cards_parent_id_idx" ON "page_erasmus_services_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_erasmus_services_cards_locales_locale_parent_id_unique" ON "page_erasmus_services_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_erasmus_why_cards_order_idx" ON "page_erasmus_why_cards" USING btree ("_order");
  CREATE INDEX "page_erasmus_why_cards_parent_id_idx" ON "page_erasmus_why_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_erasmus_why_cards_locales_locale_parent_id_unique" ON "page_erasmus_why_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_erasmus_support_cards_order_idx" ON "page_erasmus_support_cards" USING btree ("_order");
  CREATE INDEX "page_erasmus_support_cards_parent_id_idx" ON "page_erasmus_support_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_erasmus_support_cards_locales_locale_parent_id_unique" ON "page_erasmus_support_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_erasmus_process_cards_order_idx" ON "page_erasmus_process_cards" USING btree ("_order");
  CREATE INDEX "page_erasmus_process_cards_parent_id_idx" ON "page_erasmus_process_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_erasmus_process_cards_locales_locale_parent_id_unique" ON "page_erasmus_process_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_erasmus_impact_cards_order_idx" ON "page_erasmus_impact_cards" USING btree ("_order");
  CREATE INDEX "page_erasmus_impact_cards_parent_id_idx" ON "page_erasmus_impact_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_erasmus_impact_cards_locales_locale_parent_id_unique" ON "page_erasmus_impact_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_erasmus__status_idx" ON "page_erasmus" USING btree ("_status");
  CREATE UNIQUE INDEX "page_erasmus_locales_locale_parent_id_unique" ON "page_erasmus_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_erasmus_v_version_stats_figures_order_idx" ON "_page_erasmus_v_version_stats_figures" USING btree ("_order");
  CREATE INDEX "_page_erasmus_v_version_stats_figures_parent_id_idx" ON "_page_erasmus_v_version_stats_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_erasmus_v_version_stats_figures_locales_locale_parent_" ON "_page_erasmus_v_version_stats_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_erasmus_v_version_services_cards_points_order_idx" ON "_page_erasmus_v_version_services_cards_points" USING btree ("_order");
  CREATE INDEX "_page_erasmus_v_version_services_cards_points_parent_id_idx" ON "_page_erasmus_v_version_services_cards_points" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_erasmus_v_version_services_cards_points_locales_locale" ON "_page_erasmus_v_version_services_cards_points_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_erasmus_v_version_services_cards_order_idx" ON "_page_erasmus_v_version_services_cards" USING btree ("_order");
  CREATE INDEX "_page_erasmus_v_version_services_cards_parent_id_idx" ON "_page_erasmus_v_version_services_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_erasmus_v_version_services_cards_locales_locale_parent" ON "_page_erasmus_v_version_services_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_erasmus_v_version_why_cards_order_idx" ON "_page_erasmus_v_version_why_cards" USING btree ("_order");
  CREATE INDEX "_page_erasmus_v_version_why_cards_parent_id_idx" ON "_page_erasmus_v_version_why_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_erasmus_v_version_why_cards_locales_locale_parent_id_u" ON "_page_erasmus_v_version_why_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_erasmus_v_version_support_cards_order_idx" ON "_page_erasmus_v_version_support_cards" USING btree ("_order");
  CREATE INDEX "_page_erasmus_v_version_support_cards_parent_id_idx" ON "_page_erasmus_v_version_support_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_erasmus_v_version_support_cards_locales_locale_parent_" ON "_page_erasmus_v_version_support_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_erasmus_v_version_process_cards_order_idx" ON "_page_erasmus_v_version_process_cards" USING btree ("_order");
  CREATE INDEX "_page_erasmus_v_version_process_cards_parent_id_idx" ON "_page_erasmus_v_version_process_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_erasmus_v_version_process_cards_locales_locale_parent_" ON "_page_erasmus_v_version_process_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_erasmus_v_version_impact_cards_order_idx" ON "_page_erasmus_v_version_impact_cards" USING btree ("_order");
  CREATE INDEX "_page_erasmus_v_version_impact_cards_parent_id_idx" ON "_page_erasmus_v_version_impact_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_erasmus_v_version_impact_cards_locales_locale_parent_i" ON "_page_erasmus_v_version_impact_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_erasmus_v_version_version__status_idx" ON "_page_erasmus_v" USING btree ("version__status");
  CREATE INDEX "_page_erasmus_v_created_at_idx" ON "_page_erasmus_v" USING btree ("created_at");
  CREATE INDEX "_page_erasmus_v_updated_at_idx" ON "_page_erasmus_v" USING btree ("updated_at");
  CREATE INDEX "_page_erasmus_v_snapshot_idx" ON "_page_erasmus_v" USING btree ("snapshot");
  CREATE INDEX "_page_erasmus_v_published_locale_idx" ON "_page_erasmus_v" USING btree ("published_locale");
  CREATE INDEX "_page_erasmus_v_latest_idx" ON "_page_erasmus_v" USING btree ("latest");
  CREATE INDEX "_page_erasmus_v_autosave_idx" ON "_page_erasmus_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_page_erasmus_v_locales_locale_parent_id_unique" ON "_page_erasmus_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_ins_benefits_cards_order_idx" ON "page_ins_benefits_cards" USING btree ("_order");
  CREATE INDEX "page_ins_benefits_cards_parent_id_idx" ON "page_ins_benefits_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_ins_benefits_cards_locales_locale_parent_id_unique" ON "page_ins_benefits_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_ins_partners_partners_features_order_idx" ON "page_ins_partners_partners_features" USING btree ("_order");
  CREATE INDEX "page_ins_partners_partners_features_parent_id_idx" ON "page_ins_partners_partners_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_ins_partners_partners_features_locales_locale_parent_id" ON "page_ins_partners_partners_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_ins_partners_partners_order_idx" ON "page_ins_partners_partners" USING btree ("_order");
  CREATE INDEX "page_ins_partners_partners_parent_id_idx" ON "page_ins_partners_partners" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_ins_partners_partners_locales_locale_parent_id_unique" ON "page_ins_partners_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_ins_why_groups_items_order_idx" ON "page_ins_why_groups_items" USING btree ("_order");
  CREATE INDEX "page_ins_why_groups_items_parent_id_idx" ON "page_ins_why_groups_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_ins_why_groups_items_locales_locale_parent_id_unique" ON "page_ins_why_groups_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_ins_why_groups_order_idx" ON "page_ins_why_groups" USING btree ("_order");
  CREATE INDEX "page_ins_why_groups_parent_id_idx" ON "page_ins_why_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_ins_why_groups_locales_locale_parent_id_unique" ON "page_ins_why_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_ins_teaser_teaser_image_idx" ON "page_ins" USING btree ("teaser_image_id");
  CREATE INDEX "page_ins__status_idx" ON "page_ins" USING btree ("_status");
  CREATE UNIQUE INDEX "page_ins_locales_locale_parent_id_unique" ON "page_ins_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_ins_v_version_benefits_cards_order_idx" ON "_page_ins_v_version_benefits_cards" USING btree ("_order");
  CREATE INDEX "_page_ins_v_version_benefits_cards_parent_id_idx" ON "_page_ins_v_version_benefits_cards" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_ins_v_version_benefits_cards_locales_locale_parent_id_" ON "_page_ins_v_version_benefits_cards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_ins_v_version_partners_partners_features_order_idx" ON "_page_ins_v_version_partners_partners_features" USING btree ("_order");
  CREATE INDEX "_page_ins_v_version_partners_partners_features_parent_id_idx" ON "_page_ins_v_version_partners_partners_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_ins_v_version_partners_partners_features_locales_local" ON "_page_ins_v_version_partners_partners_features_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_ins_v_version_partners_partners_order_idx" ON "_page_ins_v_version_partners_partners" USING btree ("_order");
  CREATE INDEX "_page_ins_v_version_partners_partners_parent_id_idx" ON "_page_ins_v_version_partners_partners" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_ins_v_version_partners_partners_locales_locale_parent_" ON "_page_ins_v_version_partners_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_ins_v_version_why_groups_items_order_idx" ON "_page_ins_v_version_why_groups_items" USING btree ("_order");
  CREATE INDEX "_page_ins_v_version_why_groups_items_parent_id_idx" ON "_page_ins_v_version_why_groups_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_ins_v_version_why_groups_items_locales_locale_parent_i" ON "_page_ins_v_version_why_groups_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_ins_v_version_why_groups_order_idx" ON "_page_ins_v_version_why_groups" USING btree ("_order");
  CREATE INDEX "_page_ins_v_version_why_groups_parent_id_idx" ON "_page_ins_v_version_why_groups" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_ins_v_version_why_groups_locales_locale_parent_id_uniq" ON "_page_ins_v_version_why_groups_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_ins_v_version_teaser_version_teaser_image_idx" ON "_page_ins_v" USING btree ("version_teaser_image_id");
  CREATE INDEX "_page_ins_v_version_version__status_idx" ON "_page_ins_v" USING btree ("version__status");
  CREATE INDEX "_page_ins_v_created_at_idx" ON "_page_ins_v" USING btree ("created_at");
  CREATE INDEX "_page_ins_v_updated_at_idx" ON "_page_ins_v" USING btree ("updated_at");
  CREATE INDEX "_page_ins_v_snapshot_idx" ON "_page_ins_v" USING btree ("snapshot");
  CREATE INDEX "_page_ins_v_published_locale_idx" ON "_page_ins_v" USING btree ("published_locale");
  CREATE INDEX "_page_ins_v_latest_idx" ON "_page_ins_v" USING btree ("latest");
  CREATE INDEX "_page_ins_v_autosave_idx" ON "_page_ins_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_page_ins_v_locales_locale_parent_id_unique" ON "_page_ins_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_exc_tiles_tiles_order_idx" ON "page_exc_tiles_tiles" USING btree ("_order");
  CREATE INDEX "page_exc_tiles_tiles_parent_id_idx" ON "page_exc_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "page_exc_tiles_tiles_image_idx" ON "page_exc_tiles_tiles" USING btree ("image_id");
  CREATE UNIQUE INDEX "page_exc_tiles_tiles_locales_locale_parent_id_unique" ON "page_exc_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_exc_examples_examples_order_idx" ON "page_exc_examples_examples" USING btree ("_order");
  CREATE INDEX "page_exc_examples_examples_parent_id_idx" ON "page_exc_examples_examples" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_exc_examples_examples_locales_locale_parent_id_unique" ON "page_exc_examples_examples_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_exc_options_curated_items_order_idx" ON "page_exc_options_curated_items" USING btree ("_order");
  CREATE INDEX "page_exc_options_curated_items_parent_id_idx" ON "page_exc_options_curated_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_exc_options_curated_items_locales_locale_parent_id_uniq" ON "page_exc_options_curated_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_exc_options_self_guided_items_order_idx" ON "page_exc_options_self_guided_items" USING btree ("_order");
  CREATE INDEX "page_exc_options_self_guided_items_parent_id_idx" ON "page_exc_options_self_guided_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_exc_options_self_guided_items_locales_locale_parent_id_" ON "page_exc_options_self_guided_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_exc__status_idx" ON "page_exc" USING btree ("_status");
  CREATE UNIQUE INDEX "page_exc_locales_locale_parent_id_unique" ON "page_exc_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_exc_v_version_tiles_tiles_order_idx" ON "_page_exc_v_version_tiles_tiles" USING btree ("_order");
  CREATE INDEX "_page_exc_v_version_tiles_tiles_parent_id_idx" ON "_page_exc_v_version_tiles_tiles" USING btree ("_parent_id");
  CREATE INDEX "_page_exc_v_version_tiles_tiles_image_idx" ON "_page_exc_v_version_tiles_tiles" USING btree ("image_id");
  CREATE UNIQUE INDEX "_page_exc_v_version_tiles_tiles_locales_locale_parent_id_uni" ON "_page_exc_v_version_tiles_tiles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_exc_v_version_examples_examples_order_idx" ON "_page_exc_v_version_examples_examples" USING btree ("_order");
  CREATE INDEX "_page_exc_v_version_examples_examples_parent_id_idx" ON "_page_exc_v_version_examples_examples" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_exc_v_version_examples_examples_locales_locale_parent_" ON "_page_exc_v_version_examples_examples_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_exc_v_version_options_curated_items_order_idx" ON "_page_exc_v_version_options_curated_items" USING btree ("_order");
  CREATE INDEX "_page_exc_v_version_options_curated_items_parent_id_idx" ON "_page_exc_v_version_options_curated_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_exc_v_version_options_curated_items_locales_locale_par" ON "_page_exc_v_version_options_curated_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_exc_v_version_options_self_guided_items_order_idx" ON "_page_exc_v_version_options_self_guided_items" USING btree ("_order");
  CREATE INDEX "_page_exc_v_version_options_self_guided_items_parent_id_idx" ON "_page_exc_v_version_options_self_guided_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_exc_v_version_options_self_guided_items_locales_locale" ON "_page_exc_v_version_options_self_guided_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_exc_v_version_version__status_idx" ON "_page_exc_v" USING btree ("version__status");
  CREATE INDEX "_page_exc_v_created_at_idx" ON "_page_exc_v" USING btree ("created_at");
  CREATE INDEX "_page_exc_v_updated_at_idx" ON "_page_exc_v" USING btree ("updated_at");
  CREATE INDEX "_page_exc_v_snapshot_idx" ON "_page_exc_v" USING btree ("snapshot");
  CREATE INDEX "_page_exc_v_published_locale_idx" ON "_page_exc_v" USING btree ("published_locale");
  CREATE INDEX "_page_exc_v_latest_idx" ON "_page_exc_v" USING btree ("latest");
  CREATE INDEX "_page_exc_v_autosave_idx" ON "_page_exc_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_page_exc_v_locales_locale_parent_id_unique" ON "_page_exc_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_contact_why_figures_order_idx" ON "page_contact_why_figures" USING btree ("_order");
  CREATE INDEX "page_contact_why_figures_parent_id_idx" ON "page_contact_why_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "page_contact_why_figures_locales_locale_parent_id_unique" ON "page_contact_why_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "page_contact__status_idx" ON "page_contact" USING btree ("_status");
  CREATE UNIQUE INDEX "page_contact_locales_locale_parent_id_unique" ON "page_contact_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_contact_v_version_why_figures_order_idx" ON "_page_contact_v_version_why_figures" USING btree ("_order");
  CREATE INDEX "_page_contact_v_version_why_figures_parent_id_idx" ON "_page_contact_v_version_why_figures" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_page_contact_v_version_why_figures_locales_locale_parent_id" ON "_page_contact_v_version_why_figures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_page_contact_v_version_version__status_idx" ON "_page_contact_v" USING btree ("version__status");
  CREATE INDEX "_page_contact_v_created_at_idx" ON "_page_contact_v" USING btree ("created_at");
  CREATE INDEX "_page_contact_v_updated_at_idx" ON "_page_contact_v" USING btree ("updated_at");
  CREATE INDEX "_page_contact_v_snapshot_idx" ON "_page_contact_v" USING btree ("snapshot");
  CREATE INDEX "_page_contact_v_published_locale_idx" ON "_page_contact_v" USING btree ("published_locale");
  CREATE INDEX "_page_contact_v_latest_idx" ON "_page_contact_v" USING btree ("latest");
  CREATE INDEX "_page_contact_v_autosave_idx" ON "_page_contact_v" USING btree ("autosave");
  CREATE UNIQUE INDEX "_page_contact_v_locales_locale_parent_id_unique" ON "_page_contact_v_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "page_about_story_paragraphs" CASCADE;
  DROP TABLE "page_about_story_paragraphs_locales" CASCADE;
  DROP TABLE "page_about_story_figures" CASCADE;
  DROP TABLE "page_about_story_figures_locales" CASCADE;
  DROP TABLE "page_about_why_cards" CASCADE;
  DROP TABLE "page_about_why_cards_locales" CASCADE;
  DROP TABLE "page_about_commitment_cards" CASCADE;
  DROP TABLE "page_about_commitment_cards_locales" CASCADE;
  DROP TABLE "page_about_together_cards" CASCADE;
  DROP TABLE "page_about_together_cards_locales" CASCADE;
  DROP TABLE "page_about_impact_figures" CASCADE;
  DROP TABLE "page_about_impact_figures_locales" CASCADE;
  DROP TABLE "page_about" CASCADE;
  DROP TABLE "page_about_locales" CASCADE;
  DROP TABLE "_page_about_v_version_story_paragraphs" CASCADE;
  DROP TABLE "_page_about_v_version_story_paragraphs_locales" CASCADE;
  DROP TABLE "_page_about_v_version_story_figures" CASCADE;
  DROP TABLE "_page_about_v_version_story_figures_locales" CASCADE;
  DROP TABLE "_page_about_v_version_why_cards" CASCADE;
  DROP TABLE "_page_about_v_version_why_cards_locales" CASCADE;
  DROP TABLE "_page_about_v_version_commitment_cards" CASCADE;
  DROP TABLE "_page_about_v_version_commitment_cards_locales" CASCADE;
  DROP TABLE "_page_about_v_version_together_cards" CASCADE;
  DROP TABLE "_page_about_v_version_together_cards_locales" CASCADE;
  DROP TABLE "_page_about_v_version_impact_figures" CASCADE;
  DROP TABLE "_page_about_v_version_impact_figures_locales" CASCADE;
  DROP TABLE "_page_about_v" CASCADE;
  DROP TABLE "_page_about_v_locales" CASCADE;
  DROP TABLE "page_trips_provide_cards" CASCADE;
  DROP TABLE "page_trips_provide_cards_locales" CASCADE;
  DROP TABLE "page_trips_featured_trips_facts" CASCADE;
  DROP TABLE "page_trips_featured_trips_facts_locales" CASCADE;
  DROP TABLE "page_trips_featured_trips_highlights" CASCADE;
  DROP TABLE "page_trips_featured_trips_highlights_locales" CASCADE;
  DROP TABLE "page_trips_featured_trips_add_ons" CASCADE;
  DROP TABLE "page_trips_featured_trips_add_ons_locales" CASCADE;
  DROP TABLE "page_trips_featured_trips" CASCADE;
  DROP TABLE "page_trips_featured_trips_locales" CASCADE;
  DROP TABLE "page_trips_why_cards" CASCADE;
  DROP TABLE "page_trips_why_cards_locales" CASCADE;
  DROP TABLE "page_trips" CASCADE;
  DROP TABLE "page_trips_locales" CASCADE;
  DROP TABLE "_page_trips_v_version_provide_cards" CASCADE;
  DROP TABLE "_page_trips_v_version_provide_cards_locales" CASCADE;
  DROP TABLE "_page_trips_v_version_featured_trips_facts" CASCADE;
  DROP TABLE "_page_trips_v_version_featured_trips_facts_locales" CASCADE;
  DROP TABLE "_page_trips_v_version_featured_trips_highlights" CASCADE;
  DROP TABLE "_page_trips_v_version_featured_trips_highlights_locales" CASCADE;
  DROP TABLE "_page_trips_v_version_featured_trips_add_ons" CASCADE;
  DROP TABLE "_page_trips_v_version_featured_trips_add_ons_locales" CASCADE;
  DROP TABLE "_page_trips_v_version_featured_trips" CASCADE;
  DROP TABLE "_page_trips_v_version_featured_trips_locales" CASCADE;
  DROP TABLE "_page_trips_v_version_why_cards" CASCADE;
  DROP TABLE "_page_trips_v_version_why_cards_locales" CASCADE;
  DROP TABLE "_page_trips_v" CASCADE;
  DROP TABLE "_page_trips_v_locales" CASCADE;
  DROP TABLE "page_erasmus_stats_figures" CASCADE;
  DROP TABLE "page_erasmus_stats_figures_locales" CASCADE;
  DROP TABLE "page_erasmus_services_cards_points" CASCADE;
  DROP TABLE "page_erasmus_services_cards_points_locales" CASCADE;
  DROP TABLE "page_erasmus_services_cards" CASCADE;
  DROP TABLE "page_erasmus_services_cards_locales" CASCADE;
  DROP TABLE "page_erasmus_why_cards" CASCADE;
  DROP TABLE "page_erasmus_why_cards_locales" CASCADE;
  DROP TABLE "page_erasmus_support_cards" CASCADE;
  DROP TABLE "page_erasmus_support_cards_locales" CASCADE;
  DROP TABLE "page_erasmus_process_cards" CASCADE;
  DROP TABLE "page_erasmus_process_cards_locales" CASCADE;
  DROP TABLE "page_erasmus_impact_cards" CASCADE;
  DROP TABLE "page_erasmus_impact_cards_locales" CASCADE;
  DROP TABLE "page_erasmus" CASCADE;
  DROP TABLE "page_erasmus_locales" CASCADE;
  DROP TABLE "_page_erasmus_v_version_stats_figures" CASCADE;
  DROP TABLE "_page_erasmus_v_version_stats_figures_locales" CASCADE;
  DROP TABLE "_page_erasmus_v_version_services_cards_points" CASCADE;
  DROP TABLE "_page_erasmus_v_version_services_cards_points_locales" CASCADE;
  DROP TABLE "_page_erasmus_v_version_services_cards" CASCADE;
  DROP TABLE "_page_erasmus_v_version_services_cards_locales" CASCADE;
  DROP TABLE "_page_erasmus_v_version_why_cards" CASCADE;
  DROP TABLE "_page_erasmus_v_version_why_cards_locales" CASCADE;
  DROP TABLE "_page_erasmus_v_version_support_cards" CASCADE;
  DROP TABLE "_page_erasmus_v_version_support_cards_locales" CASCADE;
  DROP TABLE "_page_erasmus_v_version_process_cards" CASCADE;
  DROP TABLE "_page_erasmus_v_version_process_cards_locales" CASCADE;
  DROP TABLE "_page_erasmus_v_version_impact_cards" CASCADE;
  DROP TABLE "_page_erasmus_v_version_impact_cards_locales" CASCADE;
  DROP TABLE "_page_erasmus_v" CASCADE;
  DROP TABLE "_page_erasmus_v_locales" CASCADE;
  DROP TABLE "page_ins_benefits_cards" CASCADE;
  DROP TABLE "page_ins_benefits_cards_locales" CASCADE;
  DROP TABLE "page_ins_partners_partners_features" CASCADE;
  DROP TABLE "page_ins_partners_partners_features_locales" CASCADE;
  DROP TABLE "page_ins_partners_partners" CASCADE;
  DROP TABLE "page_ins_partners_partners_locales" CASCADE;
  DROP TABLE "page_ins_why_groups_items" CASCADE;
  DROP TABLE "page_ins_why_groups_items_locales" CASCADE;
  DROP TABLE "page_ins_why_groups" CASCADE;
  DROP TABLE "page_ins_why_groups_locales" CASCADE;
  DROP TABLE "page_ins" CASCADE;
  DROP TABLE "page_ins_locales" CASCADE;
  DROP TABLE "_page_ins_v_version_benefits_cards" CASCADE;
  DROP TABLE "_page_ins_v_version_benefits_cards_locales" CASCADE;
  DROP TABLE "_page_ins_v_version_partners_partners_features" CASCADE;
  DROP TABLE "_page_ins_v_version_partners_partners_features_locales" CASCADE;
  DROP TABLE "_page_ins_v_version_partners_partners" CASCADE;
  DROP TABLE "_page_ins_v_version_partners_partners_locales" CASCADE;
  DROP TABLE "_page_ins_v_version_why_groups_items" CASCADE;
  DROP TABLE "_page_ins_v_version_why_groups_items_locales" CASCADE;
  DROP TABLE "_page_ins_v_version_why_groups" CASCADE;
  DROP TABLE "_page_ins_v_version_why_groups_locales" CASCADE;
  DROP TABLE "_page_ins_v" CASCADE;
  DROP TABLE "_page_ins_v_locales" CASCADE;
  DROP TABLE "page_exc_tiles_tiles" CASCADE;
  DROP TABLE "page_exc_tiles_tiles_locales" CASCADE;
  DROP TABLE "page_exc_examples_examples" CASCADE;
  DROP TABLE "page_exc_examples_examples_locales" CASCADE;
  DROP TABLE "page_exc_options_curated_items" CASCADE;
  DROP TABLE "page_exc_options_curated_items_locales" CASCADE;
  DROP TABLE "page_exc_options_self_guided_items" CASCADE;
  DROP TABLE "page_exc_options_self_guided_items_locales" CASCADE;
  DROP TABLE "page_exc" CASCADE;
  DROP TABLE "page_exc_locales" CASCADE;
  DROP TABLE "_page_exc_v_version_tiles_tiles" CASCADE;
  DROP TABLE "_page_exc_v_version_tiles_tiles_locales" CASCADE;
  DROP TABLE "_page_exc_v_version_examples_examples" CASCADE;
  DROP TABLE "_page_exc_v_version_examples_examples_locales" CASCADE;
  DROP TABLE "_page_exc_v_version_options_curated_items" CASCADE;
  DROP TABLE "_page_exc_v_version_options_curated_items_locales" CASCADE;
  DROP TABLE "_page_exc_v_version_options_self_guided_items" CASCADE;
  DROP TABLE "_page_exc_v_version_options_self_guided_items_locales" CASCADE;
  DROP TABLE "_page_exc_v" CASCADE;
  DROP TABLE "_page_exc_v_locales" CASCADE;
  DROP TABLE "page_contact_why_figures" CASCADE;
  DROP TABLE "page_contact_why_figures_locales" CASCADE;
  DROP TABLE "page_contact" CASCADE;
  DROP TABLE "page_contact_locales" CASCADE;
  DROP TABLE "_page_contact_v_version_why_figures" CASCADE;
  DROP TABLE "_page_contact_v_version_why_figures_locales" CASCADE;
  DROP TABLE "_page_contact_v" CASCADE;
  DROP TABLE "_page_contact_v_locales" CASCADE;
  DROP TYPE "public"."enum_page_about_status";
  DROP TYPE "public"."enum__page_about_v_version_status";
  DROP TYPE "public"."enum__page_about_v_published_locale";
  DROP TYPE "public"."enum_page_trips_status";
  DROP TYPE "public"."enum__page_trips_v_version_status";
  DROP TYPE "public"."enum__page_trips_v_published_locale";
  DROP TYPE "public"."enum_page_erasmus_status";
  DROP TYPE "public"."enum__page_erasmus_v_version_status";
  DROP TYPE "public"."enum__page_erasmus_v_published_locale";
  DROP TYPE "public"."enum_page_ins_status";
  DROP TYPE "public"."enum__page_ins_v_version_status";
  DROP TYPE "public"."enum__page_ins_v_published_locale";
  DROP TYPE "public"."enum_page_exc_status";
  DROP TYPE "public"."enum__page_exc_v_version_status";
  DROP TYPE "public"."enum__page_exc_v_published_locale";
  DROP TYPE "public"."enum_page_contact_status";
  DROP TYPE "public"."enum__page_contact_v_version_status";
  DROP TYPE "public"."enum__page_contact_v_published_locale";`)
}
