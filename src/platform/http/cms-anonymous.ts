/**
 * What a client without a session may ask of Payload's REST API (/api/cms). The public site reads its content
 * through its own routes and the server (docs/product.md › The /api contract); of /api/cms it loads only uploaded image
 * files. Payload's sign-in screens need the users collection's auth routes, the session check (`users/me`) and the
 * permissions (`access`, which for a stranger says that nothing is allowed). Everything else is refused to
 * strangers before Payload parses the request or queries anything (src/platform/http/cms-guard.ts), so no query of
 * theirs (hundreds of `where` clauses, deep population, trashed or future documents) reaches the database.
 */
const authPosts = new Set(['login', 'logout', 'refresh-token', 'forgot-password', 'reset-password', 'first-register'])

/** Query strings a stranger's allowed requests carry are short (`?locale=es`, `?refresh`); longer ones are refused. */
export const ANONYMOUS_MAX_QUERY_LENGTH = 512

export function anonymousMayAsk(method: string, segments: string[], authSlug: string): boolean {
  const [first, second, third, ...more] = segments
  if (more.length) return false
  if (method === 'get') {
    if (first === 'access') return second === undefined
    if (first === 'media' && second === 'file') return third !== undefined
    return first === authSlug && second === 'me' && third === undefined
  }
  if (method === 'post') return first === authSlug && authPosts.has(second ?? '') && third === undefined
  return false
}

/** Payload's multipart auth forms (sign-in, forgot, reset) are the only multipart bodies a stranger may send. */
export const isAuthPost = (method: string, segments: string[], authSlug: string) =>
  method === 'post' && segments.length === 2 && segments[0] === authSlug && authPosts.has(segments[1]!)
