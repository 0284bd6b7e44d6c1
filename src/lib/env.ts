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

/** The embedded PGlite server serialises queries; a larger pool makes concurrent writes hang (DESIGN.md). */
export function databasePoolMax(env: Env = process.env): number {
  return Number(env.DATABASE_POOL_MAX) || 10
}

export function serverUrl(env: Env = process.env): string {
  return env.NEXT_PUBLIC_SERVER_URL || `http://localhost:${env.PORT || 3000}`
}
