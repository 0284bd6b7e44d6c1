import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// A school's labels looked up by school: the lists of schools stream in name order from a cursor and read each
// school's labels as they go (src/features/audience/schools/list.ts). Payload's own index on the labels table starts with
// "order", so without this each lookup read the whole table.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "schools_texts_parent_idx" ON "schools_texts" USING btree ("parent_id", "order");
  `)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP INDEX IF EXISTS "schools_texts_parent_idx";`)
}
