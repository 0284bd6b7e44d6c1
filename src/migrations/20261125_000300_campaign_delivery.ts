import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_email_campaigns_status" ADD VALUE 'paused' BEFORE 'sent';
  ALTER TYPE "public"."enum_email_deliveries_status" ADD VALUE 'bounced' BEFORE 'cancelled';
  ALTER TABLE "schools" ADD COLUMN "bounced_at" timestamp(3) with time zone;
  ALTER TABLE "schools" ADD COLUMN "bounce_reason" varchar;
  CREATE INDEX "schools_bounced_at_idx" ON "schools" USING btree ("bounced_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  // The old types have no 'paused' / 'bounced': map them to the nearest old status first.
  await db.execute(sql`
   UPDATE "email_campaigns" SET "status" = 'sending' WHERE "status" = 'paused';
  UPDATE "email_deliveries" SET "status" = 'failed' WHERE "status" = 'bounced';
  ALTER TABLE "email_campaigns" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "email_campaigns" ALTER COLUMN "status" SET DEFAULT 'draft'::text;
  DROP TYPE "public"."enum_email_campaigns_status";
  CREATE TYPE "public"."enum_email_campaigns_status" AS ENUM('draft', 'scheduled', 'sending', 'sent', 'cancelled');
  ALTER TABLE "email_campaigns" ALTER COLUMN "status" SET DEFAULT 'draft'::"public"."enum_email_campaigns_status";
  ALTER TABLE "email_campaigns" ALTER COLUMN "status" SET DATA TYPE "public"."enum_email_campaigns_status" USING "status"::"public"."enum_email_campaigns_status";
  ALTER TABLE "email_deliveries" ALTER COLUMN "status" SET DATA TYPE text;
  ALTER TABLE "email_deliveries" ALTER COLUMN "status" SET DEFAULT 'queued'::text;
  DROP TYPE "public"."enum_email_deliveries_status";
  CREATE TYPE "public"."enum_email_deliveries_status" AS ENUM('queued', 'sending', 'sent', 'failed', 'cancelled', 'skipped');
  ALTER TABLE "email_deliveries" ALTER COLUMN "status" SET DEFAULT 'queued'::"public"."enum_email_deliveries_status";
  ALTER TABLE "email_deliveries" ALTER COLUMN "status" SET DATA TYPE "public"."enum_email_deliveries_status" USING "status"::"public"."enum_email_deliveries_status";
  DROP INDEX "schools_bounced_at_idx";
  ALTER TABLE "schools" DROP COLUMN "bounced_at";
  ALTER TABLE "schools" DROP COLUMN "bounce_reason";`)
}
