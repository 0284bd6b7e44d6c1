'use client'

import { Button, Pill } from '@payloadcms/ui'
import React from 'react'

import { consentFormLabel } from '@/platform/consent'
import { stages, type Stage } from '@/features/enquiries/stages'
import { periodLength, retentionRule } from '@/features/privacy/retention-policy'
import type { DateFormatter } from '@/platform/admin/ui/format'
import { ui } from '@/platform/admin/ui/ui'
import { contactTypeLabel, mailtoHref, programTypeLabel } from './format'
import { useDestinationName } from './destination-names'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'
import { baseClass } from './class-names'
import { Timeline } from './Timeline'
import type { ApiContact, ApiStaff } from './types'
import { TripRequestPanel } from './TripRequestPanel'

/** The stage of an enquiry, and "Overdue" beside it while it waits past the 24-hour promise. */
export function StagePill({ contact }: { contact: Pick<ApiContact, 'stage' | 'overdue'> }) {
  const text = useStaffTexts().dashboard
  const style = contact.stage === 'new' ? 'warning' : contact.stage === 'lost' ? 'light' : 'success'
  return (
    <span className={`${ui}__pills`}>
      <Pill pillStyle={style} size="small">
        {text.stages[contact.stage]}
      </Pill>
      {contact.overdue && (
        <Pill pillStyle="error" size="small">
          {text.status.overdue}
        </Pill>
      )}
    </span>
  )
}

export function StatusPill({ processed }: { processed: boolean }) {
  const text = useStaffTexts().dashboard
  return (
    <Pill pillStyle={processed ? 'success' : 'warning'} size="small">
      {processed ? text.status.processed : text.status.new}
    </Pill>
  )
}

type ContactDetailsProps = {
  contact: ApiContact
  formatDate: DateFormatter
  onClose: () => void
  onMarkProcessed: () => void
  processing: boolean
  staff: ApiStaff[]
  meId: number
  /** A stage or owner change is on its way. */
  updating: boolean
  onChange: (changes: { stage?: Stage; ownerId?: number | null }) => void
  onChanged: () => void
  onOpen: (id: number) => void
}

/** The Contact Details panel (docs/product.md › Staff screens), shown in Payload's Drawer, with the follow-up: stage, owner, timeline. */
export function ContactDetails({
  contact,
  formatDate,
  onClose,
  onMarkProcessed,
  processing,
  staff,
  meId,
  updating,
  onChange,
  onChanged,
  onOpen,
}: ContactDetailsProps) {
  const text = useStaffTexts().dashboard
  const destinationName = useDestinationName(text.notSpecified)
  const typeLabel = contactTypeLabel(contact.contactType, text.language)
  const inTrash = Boolean(contact.deletedAt)
  const idBase = `${baseClass}-details-${contact.id}`
  return (
    <div className={`${ui}__drawer-body`}>
      <div className={`${baseClass}__details-badges`}>
        <Pill pillStyle={contact.contactType === 'erasmus' ? 'dark' : 'light'} size="small">
          {typeLabel}
        </Pill>
        {inTrash && (
          <Pill pillStyle="error" size="small">
            {text.details.inTrash}
          </Pill>
        )}
      </div>
      <dl className={`${baseClass}__details-list`}>
        <DetailRow label={text.details.name}>{contact.name}</DetailRow>
        <DetailRow label={text.details.email}>{contact.email}</DetailRow>
        <DetailRow label={text.details.organization}>{contact.organization}</DetailRow>
        <DetailRow label={text.details.destination}>{destinationName(contact)}</DetailRow>
        <DetailRow label={text.details.programType}>
          {programTypeLabel(contact.programType, text.language) ?? text.notSpecified}
        </DetailRow>
        <DetailRow label={text.details.submitted}>{formatDate(contact.createdAt)}</DetailRow>
        <DetailRow label={text.details.status}>
          <StatusPill processed={contact.processed} />
        </DetailRow>
        {contact.stage === 'new' && !inTrash && (
          <DetailRow label={text.details.dueBy}>
            <span className={`${ui}__pills`}>
              {formatDate(contact.dueAt)}
              {contact.overdue && (
                <Pill pillStyle="error" size="small">
                  {text.status.overdue}
                </Pill>
              )}
            </span>
          </DetailRow>
        )}
      </dl>
      <div className={`${baseClass}__followup`}>
        <div className={`${ui}__field`}>
          <label className={`${ui}__label`} htmlFor={`${idBase}-stage`}>
            {text.details.stage}
          </label>
          <select
            className={`${ui}__select`}
            disabled={inTrash || updating}
            id={`${idBase}-stage`}
            onChange={(event) => onChange({ stage: event.target.value as Stage })}
            value={contact.stage}
          >
            {stages.map((stage) => (
              <option key={stage} value={stage}>
                {text.stages[stage]}
              </option>
            ))}
          </select>
        </div>
        <div className={`${ui}__field`}>
          <label className={`${ui}__label`} htmlFor={`${idBase}-owner`}>
            {text.details.owner}
          </label>
          <div className={`${baseClass}__owner-row`}>
            <select
              className={`${ui}__select`}
              disabled={inTrash || updating}
              id={`${idBase}-owner`}
              onChange={(event) => onChange({ ownerId: event.target.value ? Number(event.target.value) : null })}
              value={contact.ownerId ?? ''}
            >
              <option value="">{text.details.nobody}</option>
              {staff.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.name}
                  {member.id === meId ? ` ${text.team.you}` : ''}
                </option>
              ))}
            </select>
            {contact.ownerId !== meId && !inTrash && (
              <Button
                buttonStyle="secondary"
                disabled={updating}
                margin={false}
                onClick={() => onChange({ ownerId: meId })}
                size="small"
              >
                {text.details.takeIt}
              </Button>
            )}
          </div>
        </div>
      </div>
      <TripRequestPanel baseClass={baseClass} contactId={contact.id} />
      <h3 className={`${baseClass}__details-message-title`}>{text.details.message}</h3>
      <p className={`${baseClass}__details-message`}>{contact.message}</p>
      <ConsentRecord contact={contact} formatDate={formatDate} />
      <div className={`${ui}__form-actions`}>
        <Button buttonStyle="secondary" margin={false} onClick={onClose}>
          {text.details.close}
        </Button>
        <Button
          buttonStyle="secondary"
          el="anchor"
          margin={false}
          url={mailtoHref(contact.email, text.details.replySubject)}
        >
          {text.details.reply}
        </Button>
        {/* A trashed contact cannot be processed (the endpoint answers 404); restore it first. */}
        {!contact.processed && !inTrash && (
          <Button buttonStyle="primary" disabled={processing} margin={false} onClick={onMarkProcessed}>
            {processing ? text.details.processing : text.details.markProcessed}
          </Button>
        )}
      </div>
      <Timeline key={contact.id} contact={contact} formatDate={formatDate} onChanged={onChanged} onOpen={onOpen} />
    </div>
  )
}

const keptFor = periodLength(retentionRule('website-enquiries').period)

/** Where and when the person consented (GDPR art. 7(1)), and how long the enquiry is kept. */
function ConsentRecord({ contact, formatDate }: { contact: ApiContact; formatDate: DateFormatter }) {
  const text = useStaffTexts().dashboard
  const { consent } = contact
  const none = text.notSpecified
  return (
    <>
      <h3 className={`${baseClass}__details-message-title`}>{text.details.consent.title}</h3>
      <dl className={`${baseClass}__details-list`}>
        <DetailRow label={text.details.consent.at}>
          {formatDate(consent.at, text.details.consent.notRecorded)}
        </DetailRow>
        <DetailRow label={text.details.consent.form}>{consentFormLabel(consent.form, text.language) ?? none}</DetailRow>
        <DetailRow label={text.details.consent.page}>{consent.page ?? none}</DetailRow>
        <DetailRow label={text.details.consent.locale}>{consent.locale?.toUpperCase() ?? none}</DetailRow>
        <DetailRow label={text.details.consent.privacyVersion}>{consent.privacyVersion ?? none}</DetailRow>
        <DetailRow label={text.details.lastContact(keptFor)}>{formatDate(contact.lastContactAt)}</DetailRow>
      </dl>
    </>
  )
}

function DetailRow({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <div className={`${baseClass}__details-row`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}
