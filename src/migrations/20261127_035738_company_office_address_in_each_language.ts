import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The office address in each language, so the Spanish site reads "Madrid, España": every language's row (and each
 * version's) takes the address it had, and Spanish rows that still hold the seed's English one get it in Spanish.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "company_locales" ADD COLUMN "office_address" varchar;
  ALTER TABLE "_company_v_locales" ADD COLUMN "version_office_address" varchar;
  UPDATE "company_locales" l
     SET "office_address" = CASE WHEN l."_locale" = 'es' AND c."office_address" = 'Madrid, Spain'
                                 THEN 'Madrid, España' ELSE c."office_address" END
    FROM "company" c WHERE l."_parent_id" = c."id";
  UPDATE "_company_v_locales" l
     SET "version_office_address" = CASE WHEN l."_locale" = 'es' AND v."version_office_address" = 'Madrid, Spain'
                                         THEN 'Madrid, España' ELSE v."version_office_address" END
    FROM "_company_v" v WHERE l."_parent_id" = v."id";
  ALTER TABLE "company" DROP COLUMN "office_address";
  ALTER TABLE "_company_v" DROP COLUMN "version_office_address";`)
}

/** Back to one address for every language: the English one. */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "company" ADD COLUMN "office_address" varchar;
  ALTER TABLE "_company_v" ADD COLUMN "version_office_address" varchar;
  UPDATE "company" c SET "office_address" = l."office_address"
    FROM "company_locales" l WHERE l."_parent_id" = c."id" AND l."_locale" = 'en';
  UPDATE "_company_v" v SET "version_office_address" = l."version_office_address"
    FROM "_company_v_locales" l WHERE l."_parent_id" = v."id" AND l."_locale" = 'en';
  ALTER TABLE "company_locales" DROP COLUMN "office_address";
  ALTER TABLE "_company_v_locales" DROP COLUMN "version_office_address";`)
}
