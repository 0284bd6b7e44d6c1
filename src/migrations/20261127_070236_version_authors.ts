import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// Who saved each state of a document editors publish, kept in each version (src/platform/collections/fields/edited-by.ts).
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "blog_posts" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_blog_posts_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "testimonials" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_testimonials_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "courses" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_courses_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "destinations" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_destinations_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "price_rules" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_price_rules_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "company" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_company_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_home" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_home_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_about" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_about_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_trips" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_trips_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_erasmus" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_erasmus_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_courses" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_courses_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_ins" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_ins_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_exc" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_exc_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_contact" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_contact_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_legal" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_legal_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_privacy" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_privacy_v" ADD COLUMN "version_edited_by" varchar;
    ALTER TABLE "page_cookies" ADD COLUMN "edited_by" varchar;
    ALTER TABLE "_page_cookies_v" ADD COLUMN "version_edited_by" varchar`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
    ALTER TABLE "blog_posts" DROP COLUMN "edited_by";
    ALTER TABLE "_blog_posts_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "testimonials" DROP COLUMN "edited_by";
    ALTER TABLE "_testimonials_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "courses" DROP COLUMN "edited_by";
    ALTER TABLE "_courses_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "destinations" DROP COLUMN "edited_by";
    ALTER TABLE "_destinations_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "price_rules" DROP COLUMN "edited_by";
    ALTER TABLE "_price_rules_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "company" DROP COLUMN "edited_by";
    ALTER TABLE "_company_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_home" DROP COLUMN "edited_by";
    ALTER TABLE "_page_home_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_about" DROP COLUMN "edited_by";
    ALTER TABLE "_page_about_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_trips" DROP COLUMN "edited_by";
    ALTER TABLE "_page_trips_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_erasmus" DROP COLUMN "edited_by";
    ALTER TABLE "_page_erasmus_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_courses" DROP COLUMN "edited_by";
    ALTER TABLE "_page_courses_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_ins" DROP COLUMN "edited_by";
    ALTER TABLE "_page_ins_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_exc" DROP COLUMN "edited_by";
    ALTER TABLE "_page_exc_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_contact" DROP COLUMN "edited_by";
    ALTER TABLE "_page_contact_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_legal" DROP COLUMN "edited_by";
    ALTER TABLE "_page_legal_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_privacy" DROP COLUMN "edited_by";
    ALTER TABLE "_page_privacy_v" DROP COLUMN "version_edited_by";
    ALTER TABLE "page_cookies" DROP COLUMN "edited_by";
    ALTER TABLE "_page_cookies_v" DROP COLUMN "version_edited_by"`)
}
