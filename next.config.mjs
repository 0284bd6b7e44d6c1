import { withPayload } from '@payloadcms/next/withPayload'

import { contentSecurityPolicy, securityHeaders } from './src/lib/security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  images: {
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/images/**' }],
  },
  poweredByHeader: false,
  generateEtags: false,
  /**
   * Unprefixed public routes (SPEC §2) show the visitor's language: the `language` cookie the EN/ES toggle
   * writes, English otherwise. Each language is a separately cached page under /[lang]. (src/proxy.ts does
   * the rest of the routing; see there why this part is here.)
   */
  async rewrites() {
    const page = '/:path((?!api/|api$|admin|_next/|en$|en/|es$|es/|.*\\.[a-zA-Z0-9]+$).+)'
    const spanish = [{ type: 'cookie', key: 'language', value: 'es' }]
    return {
      beforeFiles: [
        { source: '/', has: spanish, destination: '/es' },
        { source: '/', destination: '/en' },
        { source: page, has: spanish, destination: '/es/:path' },
        { source: page, destination: '/en/:path' },
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
