import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Campaign opens, counted per campaign and month (Madrid) through a pixel that is off by default and, when on, is
 * only in the mails of schools that agreed to it (docs/product.md › Campaign analytics): the Company details switch,
 * the school's consent and when it was recorded, which delivery carried the pixel (what an open rate is out of),
 * and the counts. No row names who opened.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "company" ADD COLUMN "count_opens" boolean DEFAULT false;
  ALTER TABLE "_company_v" ADD COLUMN "version_count_opens" boolean DEFAULT false;
  ALTER TABLE "schools" ADD COLUMN "open_tracking_consent" boolean DEFAULT false;
  ALTER TABLE "schools" ADD COLUMN "open_tracking_consent_at" timestamp(3) with time zone;
  ALTER TABLE "email_deliveries" ADD COLUMN "open_tracked" boolean DEFAULT false;
  CREATE TABLE IF NOT EXISTS "campaign_opens" (
    "campaign_id" integer NOT NULL REFERENCES "email_campaigns"("id") ON DELETE CASCADE,
    "month" date NOT NULL,
    "opens" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("campaign_id", "month")
  );
  CREATE INDEX IF NOT EXISTS "campaign_opens_month_idx" ON "campaign_opens" ("month");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "campaign_opens";
  ALTER TABLE "email_deliveries" DROP COLUMN "open_tracked";
  ALTER TABLE "schools" DROP COLUMN "open_tracking_consent_at";
  ALTER TABLE "schools" DROP COLUMN "open_tracking_consent";
  ALTER TABLE "company" DROP COLUMN "count_opens";
  ALTER TABLE "_company_v" DROP COLUMN "version_count_opens";`)
}
