import type { Payload } from 'payload'

import { defaultLocale, locales } from '@i18n/locales'
import { companySeed } from './data/company'

/**
 * Publishes today's company details when the global has never been saved (a fresh install, or a database from
 * before the global). Runs on every start after the migrations, like the pages (src/platform/db/prepare-on-start.ts);
 * any trace of an editor's work (published or a draft) means hands off. Returns whether it published.
 */
export async function publishMissingCompany(payload: Payload): Promise<boolean> {
  const [saved, versions] = await Promise.all([
    payload.findGlobal({ slug: 'company', depth: 0 }),
    payload.countGlobalVersions({ global: 'company' }),
  ])
  if ((saved && saved.updatedAt) || versions.totalDocs > 0) return false
  await publishCompanySeed(payload)
  payload.logger.info('Published the seed company details.')
  return true
}

/** Publishes the seed details: everything in English, then the other languages' address, business hours and description. */
export async function publishCompanySeed(payload: Payload): Promise<void> {
  const english = await payload.updateGlobal({
    slug: 'company',
    locale: defaultLocale,
    depth: 0,
    data: {
      ...companySeed.shared,
      officeAddress: companySeed.officeAddress[defaultLocale],
      businessHours: companySeed.businessHours[defaultLocale],
      description: companySeed.description[defaultLocale],
      _status: 'published',
    },
  })
  for (const locale of locales.filter((l) => l !== defaultLocale)) {
    await payload.updateGlobal({
      slug: 'company',
      locale,
      depth: 0,
      data: {
        ...companySeed.shared,
        // The same rows, so the languages share the list.
        socialLinks: english.socialLinks,
        officeAddress: companySeed.officeAddress[locale],
        businessHours: companySeed.businessHours[locale],
        description: companySeed.description[locale],
        _status: 'published',
      },
    })
  }
}
