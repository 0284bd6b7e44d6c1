import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** Company details › Proposal terms: the payment and cancellation terms every proposal PDF prints, per language. */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "company_locales" ADD COLUMN "proposal_payment_terms" varchar;
  ALTER TABLE "company_locales" ADD COLUMN "proposal_cancellation_terms" varchar;
  ALTER TABLE "_company_v_locales" ADD COLUMN "version_proposal_payment_terms" varchar;
  ALTER TABLE "_company_v_locales" ADD COLUMN "version_proposal_cancellation_terms" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "company_locales" DROP COLUMN "proposal_payment_terms";
  ALTER TABLE "company_locales" DROP COLUMN "proposal_cancellation_terms";
  ALTER TABLE "_company_v_locales" DROP COLUMN "version_proposal_payment_terms";
  ALTER TABLE "_company_v_locales" DROP COLUMN "version_proposal_cancellation_terms";`)
}
