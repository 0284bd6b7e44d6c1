import type { PageSlug } from '@/lib/content/pages'
import { home } from './home'
import type { PageSeed } from './types'

/** Today's content of every page global, both languages. */
export const pageSeeds: { [S in PageSlug]: PageSeed<S> } = {
  'page-home': home,
}
