import { createHash } from 'node:crypto'

import { after } from 'next/server'
import { addDataAndFileToRequest, type Endpoint, forgotPasswordOperation } from 'payload'

import { clientKey } from '@/platform/client-ip'
import { fieldError } from '@/platform/payload-errors'
import { requestDrizzle } from '@/platform/db'
import { addPoint } from '@/platform/request-counter'
import { forgotPasswordSchema } from '@/features/staff/validation/forgot-password'

/** Reset requests per client address, and per (email, client address) pair (email known or not), per hour. */
export const FORGOT_PER_ADDRESS = 5
export const FORGOT_PER_EMAIL = 3
const WINDOW_SECONDS = 60 * 60

/**
 * POST /api/cms/users/forgot-password, in place of Payload's handler of the same path (declared on the
 * collection, it answers first). Two changes:
 * - a budget per client address and per (email, client address), counted whether or not the email is an account
 *   (so a 429 says nothing about which accounts exist), in place of Payload's 15 seconds between mails per
 *   account. As with sign-in failures, nobody's requests use up the budget of the account's owner on their own
 *   address, so a stranger cannot block someone's reset;
 * - the answer no longer waits for the work: Payload looks the email up and, for an account, stores a
 *   token and sends the mail, which took visibly longer than for an unknown email. Every accepted request
 *   now gets the same answer at once, and Payload's own operation (token, mail, hooks) runs after it.
 */
export const forgotPassword: Endpoint = {
  path: '/forgot-password',
  method: 'post',
  handler: async (req) => {
    await addDataAndFileToRequest(req)
    const parsed = forgotPasswordSchema.safeParse(req.data ?? {})
    if (!parsed.success) {
      throw fieldError(
        'users',
        'email',
        parsed.error.issues.map((issue) => issue.message),
      )
    }
    const email = parsed.data.email.toLowerCase()
    const db = await requestDrizzle(req)
    const address = clientKey(req.headers)
    const hashed = createHash('sha256').update(`${email}\n${address}`).digest('hex')
    for (const [key, limit] of [
      [`forgot:${address}`, FORGOT_PER_ADDRESS],
      [`forgot-pair:${hashed}`, FORGOT_PER_EMAIL],
    ] as const) {
      const { count, retryAfter } = await addPoint(db, key, WINDOW_SECONDS)
      if (count > limit) {
        const message = `Too many password reset requests. Try again in ${Math.ceil(retryAfter / 60)} minutes.`
        return Response.json({ errors: [{ message }] }, { status: 429, headers: { 'Retry-After': String(retryAfter) } })
      }
    }
    const collection = req.payload.collections.users
    after(() =>
      forgotPasswordOperation({ collection, data: { email } as never, req }).catch((error: unknown) =>
        req.payload.logger.error({ err: error, msg: 'Password reset request failed' }),
      ),
    )
    return Response.json({ message: req.t('general:success') })
  },
}
