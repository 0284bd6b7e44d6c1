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
 * The key of the suppression list's hashes (src/lib/privacy/suppression.ts): SUPPRESSION_KEY, or else a key
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
  if (env.SUPPRESSION_KEY !== undefined && env.SUPPRESSION_KEY.length < MIN_SECRET_LENGTH)
    problems.push(`SUPPRESSION_KEY is shorter than ${MIN_SECRET_LENGTH} characters`)
  return problems
}

export function assertProductionConfig(env: Env = process.env): void {
  if (!isProduction(env) || isBuildPhase(env)) return
  const problems = productionConfigProblems(env)
  if (problems.length) {
    throw new Error(`Refusing to start in production: ${problems.join('; ')}.`)
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
