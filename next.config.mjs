import { withPayload } from '@payloadcms/next/withPayload'

import { defaultLocale, LANGUAGE_COOKIE, locales } from './i18n/locales.js'

const dev = process.env.NODE_ENV === 'development'

/**
 * Content-Security-Policy. Pages are statically cached, so per-request nonces are not possible: Next.js'
 * inline bootstrap scripts need 'unsafe-inline'; everything else must come from this origin. React's
 * development build also needs eval and the HMR websocket. The admin additionally loads Payload's code
 * editor (Monaco) from the jsDelivr CDN, which runs web workers from blob: URLs.
 */
function contentSecurityPolicy({ admin }) {
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

/** Security headers on every response (pages, the admin and the API). */
const securityHeaders = [
  { key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: false }) },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  // Browsers honour HSTS only over HTTPS, so it is harmless on a plain-HTTP development server.
  ...(dev ? [] : [{ key: 'Strict-Transport-Security', value: 'max-age=31536000' }]),
]

/** @type {import('next').NextConfig} */
const nextConfig = {
  images: {
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/images/**' }],
  },
  poweredByHeader: false,
  generateEtags: false,
  /**
   * Unprefixed public routes (SPEC §2) show the visitor's language: the language cookie the EN/ES toggle
   * writes, the default language otherwise. Each language is a separately cached page under /[lang]; /next/* are
   * the admin's preview routes (src/app/next). (src/proxy.ts does the rest of the routing; see there why this part is here.) Languages, default and
   * cookie come from i18n/locales.js.
   */
  async rewrites() {
    const prefixed = locales.map((l) => `${l}$|${l}/`).join('|')
    const page = `/:path((?!api/|api$|admin|_next/|next/|${prefixed}|.*\\.[a-zA-Z0-9]+$).+)`
    const chosen = locales
      .filter((l) => l !== defaultLocale)
      .map((l) => ({ locale: l, has: [{ type: 'cookie', key: LANGUAGE_COOKIE, value: l }] }))
    return {
      beforeFiles: [
        ...chosen.map(({ locale, has }) => ({ source: '/', has, destination: `/${locale}` })),
        { source: '/', destination: `/${defaultLocale}` },
        ...chosen.map(({ locale, has }) => ({ source: page, has, destination: `/${locale}/:path` })),
        { source: page, destination: `/${defaultLocale}/:path` },
      ],
    }
  },
  async headers() {
    return [
      { source: '/:path*', headers: securityHeaders },
      // Later entries win for the same header: the admin's policy replaces the site's there.
      {
        source: '/admin/:path*',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: true }) }],
      },
      {
        source: '/admin',
        headers: [{ key: 'Content-Security-Policy', value: contentSecurityPolicy({ admin: true }) }],
      },
    ]
  },
  webpack: (webpackConfig) => {
    webpackConfig.resolve.extensionAlias = {
      '.cjs': ['.cts', '.cjs'],
      '.js': ['.ts', '.tsx', '.js', '.jsx'],
      '.mjs': ['.mts', '.mjs'],
    }
    return webpackConfig
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
