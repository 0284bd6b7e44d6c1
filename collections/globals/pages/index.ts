import type { GlobalConfig } from 'payload'

import { PageHome } from './home'

/** The page globals, in the order the admin lists them. */
export const pageGlobalConfigs: GlobalConfig[] = [PageHome]

/**
 * The marketing pages whose content editors own, one global each, with the route each one renders
 * (unprefixed: the site serves it as /en{path} and /es{path}). Live preview reads this list.
 */
export const pageGlobals: { slug: string; path: string }[] = pageGlobalConfigs.map((global) => ({
  slug: global.slug,
  path: (global.custom as { path: string }).path,
}))
