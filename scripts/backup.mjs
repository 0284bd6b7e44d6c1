#!/usr/bin/env node
/**
 * npm run backup [-- --out DIR]: writes DIR/backup-<UTC time>.tar.gz (DIR: BACKUP_DIR, else ./backups) holding
 *   manifest.json   what the archive holds and where it came from
 *   database.dump   pg_dump of DATABASE_URI (custom format; one snapshot, so consistent while the site runs)
 *   media/          every uploaded image, from MEDIA_DIR or the S3 bucket
 * The database is dumped before the media are copied: every image a dumped row refers to already exists by
 * then (an upload writes its file before its row commits). The archive appears under its final name only
 * once complete, so a failed run leaves no half archive behind. Restore with `npm run restore -- FILE`.
 */
import { chmod, mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

import * as tar from 'tar'

import { describeMediaStore, exportMedia } from './backup/media-store.mjs'
import { ARCHIVE_FORMAT, BackupError, databaseTarget, pgTool } from './backup/settings.mjs'

async function main() {
  // Everything this run writes (the dump, the media copies, the archive while it grows) is its owner's alone.
  process.umask(0o077)
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const outDir = path.resolve(values.out || process.env.BACKUP_DIR || 'backups')
  const db = databaseTarget()
  const media = describeMediaStore()
  const started = performance.now()
  const createdAt = new Date()
  const file = path.join(outDir, `backup-${createdAt.toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z')}.tar.gz`)

  const work = await mkdtemp(path.join(os.tmpdir(), 'edu-backup-'))
  try {
    await pgTool(
      'pg_dump',
      [
        '--format=custom',
        '--no-owner',
        '--no-privileges',
        '--file',
        path.join(work, 'database.dump'),
        `--dbname=${db.uri}`,
      ],
      {
        env: db.env,
      },
    )
    const mediaFiles = await exportMedia(path.join(work, 'media'))
    const manifest = {
      format: ARCHIVE_FORMAT,
      createdAt: createdAt.toISOString(),
      database: db.name,
      pgDump: (await pgTool('pg_dump', ['--version'])).trim(),
      media: { ...media, files: mediaFiles },
    }
    await writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2) + '\n')

    await mkdir(outDir, { recursive: true })
    const partial = `${file}.partial`
    await tar.create({ gzip: true, file: partial, cwd: work, portable: true }, [
      'manifest.json',
      'database.dump',
      'media',
    ])
    // The archive holds every enquiry and subscriber: readable by its owner only (the umask above makes it so
    // from its first byte; this also covers a file system that ignores it).
    await chmod(partial, 0o600)
    await rename(partial, file)
    const { size } = await stat(file)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `Backup written: ${file} (${(size / 2 ** 20).toFixed(1)} MB, database ${db.name}, ${mediaFiles} media files from ${media.location}, ${seconds} s)`,
    )
  } finally {
    await rm(work, { recursive: true, force: true })
    await rm(`${file}.partial`, { force: true })
  }
}

main().catch((error) => {
  console.error(error instanceof BackupError ? `Backup failed: ${error.message}` : error)
  process.exit(1)
})
