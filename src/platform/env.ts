/**
 * Settings read from the environment, with the development defaults in one place and the
 * production guard that refuses to start with a missing secret or the dev admin password.
 */
export const DEV_ADMIN = { email: 'admin@example.com', password: 'admin' } as const
const DEV_SECRET = 'dev-only-secret-never-use-in-production'
export const MIN_SECRET_LENGTH = 32

type Env = Record<string, string | undefined>

export const isProduction = (env: Env = process.env) => env.NODE_ENV === 'production'

/** `next build` runs with NODE_ENV=production but is not a running server: secrets are checked at start. */
export const isBuildPhase = (env: Env = process.env) => env.NEXT_PHASE === 'phase-production-build'

export function payloadSecret(env: Env = process.env): string {
  return env.PAYLOAD_SECRET || (isProduction(env) ? '' : DEV_SECRET)
}

/**
 * The key of the suppression list's hashes (src/features/privacy/suppression.ts): SUPPRESSION_KEY, or else a key
 * derived from PAYLOAD_SECRET. Changing it makes every stored hash unmatchable, so opted-out addresses could be
 * added again: set SUPPRESSION_KEY once and keep it when PAYLOAD_SECRET is rotated.
 */
export function suppressionKey(env: Env = process.env): string {
  return env.SUPPRESSION_KEY || `suppression-list:${payloadSecret(env)}`
}

export function adminCredentials(env: Env = process.env): { email: string; password: string } | null {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) return { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
  return isProduction(env) ? null : { ...DEV_ADMIN }
}

/** Everything that makes this environment unfit for production; empty when it is fine. */
export function productionConfigProblems(env: Env = process.env): string[] {
  const problems: string[] = []
  if (!env.PAYLOAD_SECRET) problems.push('PAYLOAD_SECRET is not set')
  else if (env.PAYLOAD_SECRET.length < MIN_SECRET_LENGTH)
    problems.push(`PAYLOAD_SECRET is shorter than ${MIN_SECRET_LENGTH} characters`)
  else if (env.PAYLOAD_SECRET === DEV_SECRET) problems.push('PAYLOAD_SECRET is the development default')
  if (!env.DATABASE_URI) problems.push('DATABASE_URI is not set')
  if (env.ADMIN_PASSWORD === DEV_ADMIN.password) problems.push('ADMIN_PASSWORD is the development default')
  if (!env.SMTP_HOST) problems.push('SMTP_HOST is not set (mail would never leave the server)')
  if (!env.MAIL_FROM) problems.push('MAIL_FROM is not set')
  // Empty counts as unset (Compose passes `${SUPPRESSION_KEY:-}` through): the key is then derived, as documented.
  if (env.SUPPRESSION_KEY && env.SUPPRESSION_KEY.length < MIN_SECRET_LENGTH)
    problems.push(`SUPPRESSION_KEY is shorter than ${MIN_SECRET_LENGTH} characters`)
  const s3Missing = missingS3Variables(env)
  if (s3Missing.length && s3Missing.length < S3_VARIABLES.length)
    problems.push(
      `S3 media storage is half configured: ${s3Missing.join(', ')} ${s3Missing.length > 1 ? 'are' : 'is'} not set`,
    )
  return problems
}

/** Media go to an S3-compatible bucket when all of these are set, to MEDIA_DIR on local disk when none is. */
export const S3_VARIABLES = [
  'S3_BUCKET',
  'S3_ENDPOINT',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

const missingS3Variables = (env: Env) => S3_VARIABLES.filter((name) => !env[name])

export type S3Settings = {
  bucket: string
  endpoint: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** Bucket in the path (https://host/bucket/key) rather than the host name: what MinIO and most S3-compatible services expect. */
  forcePathStyle: boolean
}

/** A production start refused over its configuration: the message says all there is to fix, no stack needed. */
export class ProductionConfigError extends Error {}

/**
 * The bucket for uploaded images, or null for local disk. Half-set variables also mean local disk here;
 * production refuses to start with them (productionConfigProblems), so only development can get that far.
 */
export function s3Settings(env: Env = process.env): S3Settings | null {
  if (missingS3Variables(env).length) return null
  return {
    bucket: env.S3_BUCKET!,
    endpoint: env.S3_ENDPOINT!,
    region: env.S3_REGION!,
    accessKeyId: env.S3_ACCESS_KEY_ID!,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== 'false',
  }
}

export function assertProductionConfig(env: Env = process.env): void {
  if (!isProduction(env) || isBuildPhase(env)) return
  const problems = productionConfigProblems(env)
  if (problems.length) {
    throw new ProductionConfigError(`Refusing to start in production: ${problems.join('; ')}.`)
  }
}

export function databaseUri(env: Env = process.env): string {
  const uri = env.DATABASE_URI
  // `next build` loads the config but renders nothing from the database: a dead address makes any
  // accidental query at build time fail loudly instead of reading some developer's database.
  if (!uri && isBuildPhase(env)) return 'postgres://build@127.0.0.1:1/none'
  if (!uri) {
    throw new Error(
      'DATABASE_URI is not set. Run the app through `npm run dev` (which starts the embedded database) or set DATABASE_URI.',
    )
  }
  return uri
}

/**
 * Size of the database pool (DATABASE_POOL_MAX, 10 by default). scripts/with-db.mjs sets 2 for the embedded PGlite
 * server, which runs one query at a time: a larger pool makes concurrent writes hang there.
 */
export function databasePoolMax(env: Env = process.env): number {
  return Number(env.DATABASE_POOL_MAX) || 10
}

export function serverUrl(env: Env = process.env): string {
  return env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${env.PORT || 3000}`
}

/** Development runs the job queue inside the app; production leaves it to `npm run jobs` unless told otherwise. */
export function jobsRunInApp(env: Env = process.env): boolean {
  if (env.JOBS_IN_APP) return env.JOBS_IN_APP === 'true'
  return !isProduction(env)
}
