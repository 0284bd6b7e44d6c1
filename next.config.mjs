import { withPayload } from '@payloadcms/next/withPayload'

import { defaultLocale, LANGUAGE_COOKIE, locales } from './i18n/locales.js'
import { contentSecurityPolicy, mediaFilePolicy, securityHeaders } from './src/platform/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  images: {
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/images/**' }],
  },
  poweredByHeader: false,
  // `npm test` type-checks the whole tree in a stage of its own beside the build (scripts/test.mjs); the build then
  // skips the same check (12–25 s of two cores). Every other build checks types.
  typescript: { ignoreBuildErrors: process.env.BUILD_SKIP_TYPECHECK === '1' },
  generateEtags: false,
  // The rendered pages held in memory (below: nowhere else), least recently used dropped first. Every page of the
  // site in both languages is about 10 MB; Next's default of 50 MB, on top of the ~145 MB heap Payload's schema
  // takes after start, crashed the app at the 192 MB heap limit it then had (package.json "start").
  cacheMaxMemorySize: 32 * 1024 * 1024,
  experimental: {
    // Rendered pages are kept in memory only, never written into .next: a page holds the instance's public address
    // (canonical, hreflang, Open Graph) and the database's content at render time, so a copy on disk would be served
    // by the next process to start, even one with another NEXT_PUBLIC_SERVER_URL or after a restore. A restart
    // costs one render per page instead.
    isrFlushToDisk: false,
    // Routes are loaded when first asked for, not all at start. Turbopack gives each distinct set of modules that
    // route handlers import its own copy of the app's server code (Payload's config, collections, endpoints: a
    // 2.7 MB chunk, held in memory as source and compiled code). The /api routes share one since they all import
    // src/platform/http/index.ts (it was 15 copies, ~80 MB of heap once all were loaded); Payload's REST routes, the
    // preview routes with the sitemap, the pages and the admin have one each.
    preloadEntriesOnStart: false,
  },
  /**
   * Unprefixed public routes (docs/product.md › Routes) show the visitor's language: the language cookie the EN/ES toggle
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
      {
        source: '/api/cms/media/file/:path*',
        headers: [{ key: 'Content-Security-Policy', value: mediaFilePolicy }],
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

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/** The headers with which Payload asks a browser for its colour scheme, for the admin's theme. */
const COLOUR_SCHEME_HINT = ['Accept-CH', 'Critical-CH', 'Vary']

/**
 * Payload asks for the colour scheme on every path, with Critical-CH: a browser that has not sent it yet makes the
 * request a second time with it. Every visitor's first page was then rendered twice, and a counted campaign link
 * was counted twice (docs/architecture.md › Response headers). Only the admin's pages use it, so only they ask.
 */
async function headers() {
  const rules = await withPayloadConfig.headers()
  return rules.flatMap((rule) => {
    if (!rule.headers.some((header) => header.key === 'Critical-CH')) return [rule]
    const hint = rule.headers.filter((header) => COLOUR_SCHEME_HINT.includes(header.key))
    const rest = rule.headers.filter((header) => !COLOUR_SCHEME_HINT.includes(header.key))
    return [
      ...(rest.length ? [{ ...rule, headers: rest }] : []),
      { source: '/admin', headers: hint },
      { source: '/admin/:path*', headers: hint },
    ]
  })
}

const config = { ...withPayloadConfig, headers }

export default config
