import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Link clicks of campaign mails, counted per campaign, link and month (Madrid): aggregate figures only, no row
 * names a recipient (docs/product.md › Campaign analytics). Company details gain the switch that turns it off.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "company" ADD COLUMN "count_link_clicks" boolean DEFAULT true;
  ALTER TABLE "_company_v" ADD COLUMN "version_count_link_clicks" boolean DEFAULT true;
  CREATE TABLE IF NOT EXISTS "campaign_link_clicks" (
    "campaign_id" integer NOT NULL REFERENCES "email_campaigns"("id") ON DELETE CASCADE,
    "url" varchar(2048) NOT NULL,
    "month" date NOT NULL,
    "clicks" integer NOT NULL DEFAULT 0,
    PRIMARY KEY ("campaign_id", "url", "month")
  );
  CREATE INDEX IF NOT EXISTS "campaign_link_clicks_month_idx" ON "campaign_link_clicks" ("month");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP TABLE IF EXISTS "campaign_link_clicks";
  ALTER TABLE "company" DROP COLUMN "count_link_clicks";
  ALTER TABLE "_company_v" DROP COLUMN "version_count_link_clicks";`)
}
