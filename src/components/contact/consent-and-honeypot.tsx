import type { ReactNode } from 'react'

import { PrivacyLink } from '@/components/privacy-link'

/**
 * The foot of every enquiry form (the contact page's and the trip builder's): the honeypot, hidden from people and
 * from assistive technology (bots fill it in), and the privacy consent with its link.
 */
export function ConsentAndHoneypot({
  t,
  honeypotId,
  website,
  setWebsite,
  consentProps,
  consent,
  setConsent,
  consentError,
}: {
  t: (id: string) => string
  honeypotId: string
  website: string
  setWebsite: (value: string) => void
  /** The checkbox's id, name and error wiring, from the form's own field helper. */
  consentProps: object
  consent: boolean
  setConsent: (value: boolean) => void
  consentError: ReactNode
}) {
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Website</label>
        <input
          id={honeypotId}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={website}
          onChange={(e) => setWebsite(e.target.value)}
        />
      </div>
      <div>
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input
            {...consentProps}
            type="checkbox"
            checked={consent}
            onChange={(e) => setConsent(e.target.checked)}
            className="mt-0.5 h-4 w-4 rounded border-slate-300"
          />
          <span>
            {t('contactForm.consent')}{' '}
            <PrivacyLink
              label={t('newsletter.privacyLink')}
              newTab={t('newsletter.newTab')}
              className="text-brand-700 underline"
            />
          </span>
        </label>
        {consentError}
      </div>
    </>
  )
}
