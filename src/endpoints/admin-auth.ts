import { createLocalReq, generateExpiredPayloadCookie, generatePayloadCookie, logoutOperation } from 'payload'

import { isAdminUser } from '@/lib/access'
import { loginSchema } from '@/lib/validation/login'
import { HttpError, json, loadPayload, readJson, requireAdmin, route, validate } from './http'

const invalid = () => new HttpError(401, [{ field: 'username', message: 'Invalid username or password.' }])

/** POST /api/admin/login: Payload's login (lockout included) and its HttpOnly session cookie. */
export const login = route(async function login(req) {
  const { username, password } = validate(loginSchema, await readJson(req))
  const payload = await loadPayload()
  const users = payload.collections.users.config
  let result
  try {
    // The request's headers let the login throttle (collections/hooks/login-throttle) see the client address.
    result = await payload.login({
      collection: 'users',
      data: { email: username, password },
      req: { headers: req.headers },
    })
  } catch (error) {
    if ((error as { status?: number }).status !== 401) throw error
    // Payload answers 401 both for a wrong password and for a locked account; tell them apart.
    const { docs } = await payload.find({
      collection: 'users',
      where: { email: { equals: username.toLowerCase() } },
      limit: 1,
      depth: 0,
      showHiddenFields: true,
    })
    const lockUntil = (docs[0] as { lockUntil?: string | null } | undefined)?.lockUntil
    if (lockUntil && new Date(lockUntil) > new Date()) {
      throw new HttpError(423, [
        { field: 'username', message: 'This account is locked after too many failed attempts. Try again later.' },
      ])
    }
    throw invalid()
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

/** POST /api/admin/logout: ends the session on the server too, so an old cookie stops working. */
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
  if (!user) throw new HttpError(401, [{ field: 'session', message: 'Not signed in' }], { 'Set-Cookie': expired })
  return json({ success: true }, 200, { 'Set-Cookie': expired })
})
