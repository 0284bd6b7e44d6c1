import type { Translate } from '../../lib/i18n'
import { Section, SectionHeading } from '../ui/section'
import { NewsletterForm } from './newsletter-form'

/** The newsletter band shown on home and at the bottom of the blog. */
export function NewsletterSection({ t }: { t: Translate }) {
  return (
    <Section tone="brand">
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <SectionHeading title={t('newsletter.section.title')} subtitle={t('newsletter.section.subtitle')} invert />
        <NewsletterForm source="newsletter-section" layout="inline" invert />
      </div>
    </Section>
  )
}
