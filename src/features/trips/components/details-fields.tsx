import type { Dispatch, SetStateAction } from 'react'

import { PrivacyLink } from '@/components/privacy-link'
import { enquiryLimits } from '@/lib/enquiry-options'
import { type FieldHelpers, inputClass } from './form-fields'

export type Details = { name: string; email: string; organization: string; note: string }

/** The visitor's details under the trip: name, e-mail, school, a note, the privacy consent (and the honeypot). */
export function DetailsFields({
  t,
  fields: { fieldProps, error, labelled },
  details,
  setDetails,
  consent,
  setConsent,
  website,
  setWebsite,
}: {
  t: (id: string) => string
  fields: FieldHelpers
  details: Details
  setDetails: Dispatch<SetStateAction<Details>>
  consent: boolean
  setConsent: (value: boolean) => void
  website: string
  setWebsite: (value: string) => void
}) {
  return (
    <>
      <h2 className="text-xl font-bold text-brand-900">{t('trip.details.title')}</h2>
      {labelled(
        'name',
        t('contactForm.name'),
        <input
          {...fieldProps('name')}
          autoComplete="name"
          maxLength={enquiryLimits.name}
          value={details.name}
          onChange={(e) => setDetails((d) => ({ ...d, name: e.target.value }))}
          className={inputClass}
        />,
      )}
      {labelled(
        'email',
        t('contactForm.email'),
        <input
          {...fieldProps('email')}
          type="email"
          autoComplete="email"
          value={details.email}
          onChange={(e) => setDetails((d) => ({ ...d, email: e.target.value }))}
          className={inputClass}
        />,
      )}
      {labelled(
        'organization',
        t('contactForm.school.organization'),
        <input
          {...fieldProps('organization')}
          autoComplete="organization"
          maxLength={enquiryLimits.organization}
          value={details.organization}
          onChange={(e) => setDetails((d) => ({ ...d, organization: e.target.value }))}
          className={inputClass}
        />,
      )}
      {labelled(
        'note',
        t('trip.note'),
        <textarea
          {...fieldProps('note')}
          rows={3}
          value={details.note}
          onChange={(e) => setDetails((d) => ({ ...d, note: e.target.value }))}
          className={inputClass}
        />,
      )}
      {/* Honeypot: hidden from people and from assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={fieldProps('website').id}>Website</label>
        <input
          id={fieldProps('website').id}
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
            {...fieldProps('privacyConsent')}
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
        {error('privacyConsent')}
      </div>
    </>
  )
}
