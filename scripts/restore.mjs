#!/usr/bin/env node
/**
 * npm run restore -- FILE [--force]: restores an archive of `npm run backup` into the database of DATABASE_URI
 * and the media store (MEDIA_DIR or the S3 bucket). The database must be empty (no tables) unless --force is
 * given, which replaces everything in its `public` schema.
 *
 * Everything is checked before anything is changed: the archive is unpacked and its dump read through
 * completely first, so a missing, truncated or corrupt file changes nothing. The database is then written in
 * one transaction (it has all of the backup or none of it); the media are copied after it commits.
 */
import { existsSync } from 'node:fs'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import pg from 'pg'
import * as tar from 'tar'

import { describeMediaStore, importMedia } from './backup/media-store.mjs'
import { ARCHIVE_FORMAT, BackupError, databaseTarget, pgTool } from './backup/settings.mjs'

const USAGE = 'usage: npm run restore -- FILE [--force]'

async function main() {
  let args
  try {
    args = parseArgs({ options: { force: { type: 'boolean', default: false } }, allowPositionals: true })
  } catch (error) {
    throw new BackupError(`${error.message}\n${USAGE}`)
  }
  const [archive, ...rest] = args.positionals
  if (!archive || rest.length) throw new BackupError(`name one archive.\n${USAGE}`)
  const file = path.resolve(archive)
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`)
  const db = databaseTarget()
  const mediaStore = describeMediaStore()

  const work = await mkdtemp(path.join(os.tmpdir(), 'edu-restore-'))
  try {
    const manifest = await unpack(file, work)
    // Reading the whole dump into SQL proves it complete before the database is touched.
    const script = path.join(work, 'database.sql')
    try {
      await pgTool('pg_restore', ['--no-owner', '--no-privileges', '--file', script, path.join(work, 'database.dump')])
    } catch (error) {
      throw new BackupError(`${file} holds a damaged database dump (${error.message}).`)
    }

    const tables = await countTables(db)
    if (tables > 0 && !args.values.force)
      throw new BackupError(
        `database ${db.name} is not empty (${tables} tables). Restore into an empty database, or add --force to replace its contents: npm run restore -- ${archive} --force`,
      )

    // One transaction: replacing the old schema and loading the backup succeed or fail together.
    const replace = tables > 0 ? ['-c', 'DROP SCHEMA public CASCADE', '-c', 'CREATE SCHEMA public'] : []
    await pgTool(
      'psql',
      ['-X', '-q', '-v', 'ON_ERROR_STOP=1', '--single-transaction', ...replace, '-f', script, `--dbname=${db.uri}`],
      { env: db.env },
    )
    const media = await importMedia(path.join(work, 'media'))
    console.log(
      `Restored ${file} (made ${manifest.createdAt} from database ${manifest.database}) into database ${db.name}, ` +
        `${media} media files into ${mediaStore.location}. Start the app: it applies any newer migrations.`,
    )
  } finally {
    // A refused archive can leave tar still writing its last entries as the error arrives: removing the folder
    // is retried while they land (ENOTEMPTY), and a folder left behind never hides the reason of the refusal.
    await rm(work, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 }).catch((error) =>
      console.warn(`Could not remove the temporary folder ${work}: ${error.message}`),
    )
  }
}

/** Unpacks the archive into `dir` and returns its manifest; anything but a complete backup archive is refused. */
async function unpack(file, dir) {
  try {
    await tar.extract({ file, cwd: dir, strict: true })
  } catch (error) {
    throw new BackupError(`${file} is not a readable backup archive (${error.message}).`)
  }
  let manifest
  try {
    manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8'))
  } catch {
    throw new BackupError(`${file} is not a backup archive of this app (no manifest.json).`)
  }
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new BackupError(`${file} has archive format ${manifest.format}; this version reads format ${ARCHIVE_FORMAT}.`)
  if (!existsSync(path.join(dir, 'database.dump'))) throw new BackupError(`${file} holds no database dump.`)
  return manifest
}

/** Tables (and other relations) outside PostgreSQL's own schemas: 0 for a freshly created database. */
async function countTables(db) {
  const client = new pg.Client({ connectionString: db.uri, password: db.env.PGPASSWORD })
  try {
    await client.connect()
    const { rows } = await client.query(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')
          AND n.nspname NOT IN ('pg_catalog', 'information_schema')
          AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'`,
    )
    return rows[0].n
  } catch (error) {
    throw new BackupError(`cannot read database ${db.name}: ${error.message}`)
  } finally {
    await client.end().catch(() => {})
  }
}

main().catch((error) => {
  console.error(error instanceof BackupError ? `Restore failed: ${error.message}` : error)
  process.exit(1)
})
