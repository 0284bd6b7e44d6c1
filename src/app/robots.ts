import type { MetadataRoute } from 'next'

import { serverUrl } from '@/platform/env'

// Rendered per request (it costs nothing): at build time the public address is not known yet.
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: `${serverUrl()}/sitemap.xml`,
  }
}
