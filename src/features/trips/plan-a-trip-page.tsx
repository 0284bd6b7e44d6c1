import config from '@payload-config'
import { getPayload } from 'payload'

import type { Locale } from '@i18n/locales'
import { PageBody, PageHero, Section } from '@/components/ui/section'
import { clientTexts, translator } from '@/platform/i18n'
import { TripBuilder } from './components/trip-builder'
import { readTripDestinations } from './rules-store'

/** The texts the builder shows: its own, and the enquiry form's for the visitor's details and errors. */
const builderTexts = ['trip.', 'contactForm.', 'validation.', 'newsletter.privacyLink', 'newsletter.newTab']

/**
 * /plan-a-trip: the builder, given the destinations a trip can be built for with their published price rules
 * (only what pricing needs: no draft, no editor's data).
 */
export async function PlanATrip({ locale }: { locale: Locale }) {
  const t = translator(locale)
  const destinations = (await readTripDestinations(await getPayload({ config }), locale)).map(
    ({ rulesId: _id, rulesVersion: _version, ...d }) => d,
  )
  return (
    <PageBody>
      <PageHero title={t('trip.hero.title')} subtitle={t('trip.hero.subtitle')} />
      <Section>
        <TripBuilder locale={locale} texts={clientTexts(locale, builderTexts)} destinations={destinations} />
      </Section>
    </PageBody>
  )
}
