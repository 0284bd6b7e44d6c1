import type { Dispatch, SetStateAction } from 'react'

import { ConsentAndHoneypot } from '@/components/contact/consent-and-honeypot'
import { enquiryLimits } from '@/platform/enquiry-options'
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
      <ConsentAndHoneypot
        t={t}
        honeypotId={fieldProps('website').id}
        website={website}
        setWebsite={setWebsite}
        consentProps={fieldProps('privacyConsent')}
        consent={consent}
        setConsent={setConsent}
        consentError={error('privacyConsent')}
      />
    </>
  )
}
