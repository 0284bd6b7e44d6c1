/**
 * Next.js calls register() once when the server starts: initialising Payload here applies the
 * migrations, creates the first admin and seeds an empty database before the first request.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config })
}
