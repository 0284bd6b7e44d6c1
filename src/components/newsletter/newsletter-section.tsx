import type { Locale } from '@i18n/locales'
import type { Translate } from '@/platform/i18n'
import { Section, SectionHeading } from '@/components/ui/section'
import { NewsletterForm } from './newsletter-form'
import { newsletterTexts } from './newsletter-texts'

/**
 * The newsletter band shown on home and at the bottom of the blog. Marked, so that the footer just below leaves
 * out its own sign-up form on these pages (site-footer.tsx): one newsletter block at the foot of a page, not two.
 */
export function NewsletterSection({ t, locale }: { t: Translate; locale: Locale }) {
  return (
    <Section tone="brand">
      <div className="grid items-center gap-8 lg:grid-cols-2" data-newsletter-section="">
        <SectionHeading title={t('newsletter.section.title')} subtitle={t('newsletter.section.subtitle')} invert />
        <NewsletterForm
          source="newsletter-section"
          locale={locale}
          texts={newsletterTexts(locale)}
          layout="inline"
          invert
        />
      </div>
    </Section>
  )
}
