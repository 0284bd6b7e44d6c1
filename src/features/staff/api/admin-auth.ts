import { createLocalReq, generateExpiredPayloadCookie, generatePayloadCookie, logoutOperation } from 'payload'

import { isAdminUser } from '@/platform/access'
import { serverUrl } from '@/platform/env'
import { loginSchema } from '@/features/staff/validation/login'
import { HttpError, json, loadPayload, readJson, requireAdmin, route, validate } from '@/platform/http/http'

const invalid = () => new HttpError(401, [{ field: 'username', message: 'Invalid username or password.' }])

/**
 * POST /api/admin/login: Payload's login (with the sign-in limits of src/features/staff/hooks/login-throttle,
 * which answer 423 / 429 themselves) and its HttpOnly session cookie. An unknown email and a wrong
 * password get the same 401.
 */
export const login = route(async function login(req) {
  const { username, password } = validate(loginSchema, await readJson(req))
  const payload = await loadPayload()
  const users = payload.collections.users.config
  let result
  try {
    // The request's headers let the sign-in limits see the client address.
    result = await payload.login({
      collection: 'users',
      data: { email: username, password },
      req: { headers: req.headers },
    })
  } catch (error) {
    if ((error as { status?: number }).status === 401) throw invalid()
    throw error
  }
  const user = result.user
  if (!result.token || !user || !isAdminUser({ ...user, collection: 'users' } as never)) throw invalid()
  const cookie = generatePayloadCookie({
    collectionAuthConfig: users.auth,
    cookiePrefix: payload.config.cookiePrefix,
    token: result.token,
  })
  return json({ user: { id: user.id, email: user.email } }, 200, { 'Set-Cookie': cookie })
})

/** GET /api/admin/check: 200 with a valid admin session, 401 otherwise. */
export const check = route(async function check(req) {
  const { user } = await requireAdmin(req)
  return json({ user: { id: user.id, email: user.email } })
})

/**
 * POST /api/admin/logout: ends the session on the server too, so an old cookie stops working. Only a
 * request from the site itself may expire the cookie: a form on another site posting here must not sign
 * staff out (Payload ignores the cookie of such a request, so it is answered 401 and left alone).
 */
export const logout = route(async function logout(req) {
  const payload = await loadPayload()
  const { user } = await payload.auth({ headers: req.headers })
  const expired = generateExpiredPayloadCookie({
    collectionAuthConfig: payload.collections.users.config.auth,
    cookiePrefix: payload.config.cookiePrefix,
  })
  if (user) {
    const localReq = await createLocalReq({ user }, payload)
    await logoutOperation({ collection: payload.collections.users, req: localReq })
  }
  const clear: Record<string, string> = isSameOrigin(req) ? { 'Set-Cookie': expired } : {}
  if (!user) throw new HttpError(401, [{ field: 'session', message: 'Not signed in' }], clear)
  return json({ success: true }, 200, clear)
})

/**
 * A browser sends Origin with every POST, and Sec-Fetch-Site too; a request with neither is not a
 * browser form from another site (a script or curl managing its own cookies).
 */
function isSameOrigin(req: Request): boolean {
  const origin = req.headers.get('origin')
  if (origin) return origin === new URL(serverUrl()).origin
  const site = req.headers.get('sec-fetch-site')
  return !site || site === 'same-origin'
}
