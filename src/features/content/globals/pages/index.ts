import type { GlobalConfig } from 'payload'

import { PageAbout } from './about'
import { PageContact } from './contact'
import { PageCourses } from './courses'
import { PageCulturalExcursions } from './cultural-excursions'
import { PageErasmus } from './erasmus'
import { PageHome } from './home'
import { PageCookies, PageLegal, PagePrivacy } from './legal'
import { PageSchoolTrips } from './school-trips'
import { PageTravelInsurance } from './travel-insurance'

/** The page globals, in the order the admin lists them (the site's menu order). */
export const pageGlobalConfigs: GlobalConfig[] = [
  PageHome,
  PageAbout,
  PageSchoolTrips,
  PageErasmus,
  PageCourses,
  PageTravelInsurance,
  PageCulturalExcursions,
  PageContact,
  PageLegal,
  PagePrivacy,
  PageCookies,
]

/**
 * The marketing pages whose content editors own, one global each, with the route each one renders
 * (unprefixed: the site serves it as /en{path} and /es{path}). Live preview reads this list.
 */
export const pageGlobals: { slug: string; path: string }[] = pageGlobalConfigs.map((global) => ({
  slug: global.slug,
  path: (global.custom as { path: string }).path,
}))
