import type { Payload } from 'payload'

import { ensureDefaultTemplate } from '@/features/campaigns/templates'
import { withStartupLock } from '@/platform/db/prepare-on-start'
import { publishMissingCatalogue } from './catalogue'
import { publishMissingCompany } from './company'
import { publishMissingPages } from './pages'
import { publishMissingPriceRules } from './price-rules'
import { seed } from './seed'

/**
 * What the set-up step (src/seed/setup.ts) fills in after the migrations, on a fresh database and on one from an
 * older version alike. Only what was never there: an editor's work, draft or published, is left as it is.
 * - The pages' texts and the company details: they are the site itself, not sample content, so they are filled in
 *   whatever SEED_ON_START says.
 * - The branded default among the campaign templates, the courses and destinations, and their price rules, each
 *   into a collection that never held any.
 * - The sample content (blog posts, testimonials) into an empty database, unless SEED_ON_START=false.
 * Under the start-up lock: two set-ups at once never publish a thing twice.
 */
export async function fillMissingContent(payload: Payload): Promise<void> {
  await withStartupLock(async () => {
    await publishMissingPages(payload)
    await publishMissingCompany(payload)
    await ensureDefaultTemplate(payload)
    await publishMissingCatalogue(payload)
    await publishMissingPriceRules(payload)
    if (process.env.SEED_ON_START !== 'false' && (await isContentEmpty(payload))) await seed(payload)
  })
}

async function isContentEmpty(payload: Payload): Promise<boolean> {
  const [posts, testimonials] = await Promise.all([
    payload.count({ collection: 'blog-posts' }),
    payload.count({ collection: 'testimonials' }),
  ])
  return posts.totalDocs === 0 && testimonials.totalDocs === 0
}
