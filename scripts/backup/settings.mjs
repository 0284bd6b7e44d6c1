/**
 * What `npm run backup` and `npm run restore` talk to: the PostgreSQL database of DATABASE_URI (through the
 * PostgreSQL client tools) and the media store the app uses (the S3 bucket when the S3_* variables are set,
 * else the MEDIA_DIR folder). Plain JavaScript so that it runs with `node` alone on a production host,
 * where the TypeScript tooling is not installed; it reads the same variables as src/platform/env.ts.
 */
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

/** Written into each archive's manifest; restore refuses archives of a format it does not know. */
export const ARCHIVE_FORMAT = 1

/** A failure the operator can act on: printed as one line, without a stack trace, exit code 1. */
export class BackupError extends Error {}

/**
 * Connection settings for the client tools. The password goes through PGPASSWORD rather than the command
 * line, where any user of the machine could read it in the process list.
 */
export function databaseTarget(env = process.env) {
  if (!env.DATABASE_URI) throw new BackupError('DATABASE_URI is not set: it names the database to back up or restore.')
  let url
  try {
    url = new URL(env.DATABASE_URI)
  } catch {
    throw new BackupError('DATABASE_URI is not a valid postgres:// address.')
  }
  const password = decodeURIComponent(url.password)
  url.password = ''
  const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || 'postgres'
  return {
    uri: url.toString(),
    name,
    env: { ...env, ...(password ? { PGPASSWORD: password } : {}) },
  }
}

/**
 * Runs a PostgreSQL client tool (pg_dump, pg_restore, psql) from PG_BIN_DIR or the PATH. Its major version
 * must be at least the server's (pg_dump refuses an older one, with a message that says so).
 */
export async function pgTool(tool, args, { env, maxBuffer = 64 * 2 ** 20 } = {}) {
  const command = process.env.PG_BIN_DIR ? path.join(process.env.PG_BIN_DIR, tool) : tool
  try {
    return (await promisify(execFile)(command, args, { env, maxBuffer })).stdout
  } catch (error) {
    if (error.code === 'ENOENT')
      throw new BackupError(
        `${tool} not found: install the PostgreSQL client tools (apt-get install postgresql-client) or set PG_BIN_DIR.`,
      )
    const detail = String(error.stderr || error.message).trim()
    throw new BackupError(`${tool} failed: ${detail}`)
  }
}

const S3_VARIABLES = ['S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']

/**
 * The bucket the app stores media in when all five S3 variables are set (the rule of src/platform/env.ts), null
 * for local disk when none is. Half-set variables are refused, as the app refuses them in production.
 */
export function s3Settings(env = process.env) {
  const missing = S3_VARIABLES.filter((name) => !env[name])
  if (missing.length === S3_VARIABLES.length) return null
  if (missing.length) throw new BackupError(`S3 media storage is half configured: ${missing.join(', ')} not set.`)
  return {
    bucket: env.S3_BUCKET,
    config: {
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
      forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
    },
  }
}

/** The folder of uploaded images when they are stored on disk (src/platform/collections/Media.ts). */
export const mediaDir = (env = process.env) => path.resolve(env.MEDIA_DIR || 'media')
