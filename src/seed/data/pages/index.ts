import type { PageSlug } from '@/features/content/content-types'
import { about } from './about'
import { contact } from './contact'
import { cookies } from './cookies'
import { courses } from './courses'
import { culturalExcursions } from './cultural-excursions'
import { erasmus } from './erasmus'
import { home } from './home'
import { legal } from './legal'
import { privacy } from './privacy'
import { schoolTrips } from './school-trips'
import type { PageSeed } from './types'
import { travelInsurance } from './travel-insurance'

/** Today's content of every page global, both languages. */
export const pageSeeds: { [S in PageSlug]: PageSeed<S> } = {
  'page-home': home,
  'page-about': about,
  'page-school-trips': schoolTrips,
  'page-erasmus': erasmus,
  'page-courses': courses,
  'page-travel-insurance': travelInsurance,
  'page-cultural-excursions': culturalExcursions,
  'page-contact': contact,
  'page-legal': legal,
  'page-privacy': privacy,
  'page-cookies': cookies,
}
