// Payload's REST API, mounted under /api/cms (config routes.api) beside the /api/* contract (docs/product.md), behind a
// guard that refuses malformed requests with a 4xx and limits anonymous clients (src/platform/http/cms-guard.ts).
import config from '@payload-config'
import '@payloadcms/next/css'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'

import { guardCms } from '@/platform/http/cms-guard'

export const GET = guardCms(REST_GET(config))
export const POST = guardCms(REST_POST(config))
export const PUT = guardCms(REST_PUT(config))
export const PATCH = guardCms(REST_PATCH(config))
export const DELETE = guardCms(REST_DELETE(config))
export const OPTIONS = REST_OPTIONS(config)
