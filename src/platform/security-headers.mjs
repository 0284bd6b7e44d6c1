// Shared by next.config.mjs (plain Node.js ESM, hence .mjs) and the server code in src.

const dev = process.env.NODE_ENV === 'development'

/**
 * Content-Security-Policy. Pages are statically cached, so per-request nonces are not possible: Next.js'
 * inline bootstrap scripts need 'unsafe-inline'; everything else must come from this origin. React's
 * development build also needs eval and the HMR websocket. The admin additionally loads Payload's code
 * editor (Monaco) from the jsDelivr CDN, which runs web workers from blob: URLs.
 */
export function contentSecurityPolicy({ admin }) {
  const cdn = admin ? ' https://cdn.jsdelivr.net' : ''
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${dev ? " 'unsafe-eval'" : ''}${cdn}`,
    `style-src 'self' 'unsafe-inline'${cdn}`,
    "img-src 'self' data: blob:",
    `font-src 'self' data:${cdn}`,
    `connect-src 'self'${dev ? ' ws: wss:' : ''}${cdn}`,
    `worker-src 'self' blob:${cdn}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/**
 * Security headers on every response (pages, the admin and the API): next.config.mjs sets them on what Next.js
 * answers, src/platform/request-gate/ on what is refused before Next.js sees it.
 */
export const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: false }) },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Browsers honour HSTS only over HTTPS, so it is harmless on a plain-HTTP development server.
  ...(dev ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }]),
]

/**
 * Uploaded files (/api/cms/media/file/…) are served under a policy of their own: an SVG opened on its own is a
 * document, and one with a script in it must run nothing, with nothing of this origin's (`sandbox`).
 */
export const mediaFilePolicy =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; script-src 'none'; sandbox"
