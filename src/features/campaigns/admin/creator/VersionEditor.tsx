'use client'

import { RenderLexical } from '@payloadcms/richtext-lexical/client'
import React, { useRef, useState } from 'react'

import type { RichTextDocument } from '@/features/campaigns/rich-text-email'
import type { CampaignEditorMode } from '@/features/campaigns/campaign-schema'
import { placeholders } from '@/platform/mail/placeholders'
import type { Locale } from '@i18n/locales'
import { TextareaField, TextField } from '@/platform/admin/ui/fields'
import { ui } from '@/platform/admin/ui/ui'
import { baseClass } from './RecipientsPanel'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

export type VersionValues = {
  subject: string
  htmlContent: string
  textContent: string
  content: RichTextDocument | null
}

export type VersionErrors = Partial<Record<keyof VersionValues, string>>

type Props = {
  language: Locale
  mode: CampaignEditorMode
  values: VersionValues
  errors: VersionErrors
  onChange: (values: VersionValues) => void
  /** Changes when a template is applied: the editor starts again from the template's document. */
  generation: number
  required: boolean
}

/** Puts a placeholder where the cursor is in an input or textarea (at the end when it never had focus). */
function insertAt(element: HTMLInputElement | HTMLTextAreaElement | null, current: string, token: string) {
  const start = element?.selectionStart ?? current.length
  const end = element?.selectionEnd ?? current.length
  const next = current.slice(0, start) + token + current.slice(end)
  requestAnimationFrame(() => {
    element?.focus()
    element?.setSelectionRange(start + token.length, start + token.length)
  })
  return next
}

function PlaceholderMenu({ id, label, onPick }: { id: string; label: string; onPick: (token: string) => void }) {
  const text = useStaffTexts().campaignCreator
  return (
    <select
      aria-label={label}
      className={`${baseClass}__placeholder-menu`}
      id={id}
      onChange={(event) => {
        if (event.target.value) onPick(event.target.value)
        event.target.value = ''
      }}
      value=""
    >
      <option value="">{text.form.insertPlaceholder}</option>
      {(Object.keys(placeholders) as Array<keyof typeof placeholders>).map((key) => (
        <option key={key} value={placeholders[key]}>
          {placeholders[key]} · {text.form.placeholders[key]}
        </option>
      ))}
    </select>
  )
}

/**
 * One language version of the campaign: subject, content (the visual editor, Payload's Lexical rich text, or the
 * HTML source) and an optional text part. The placeholder menus insert at the cursor.
 */
export function VersionEditor({ errors, generation, language, mode, onChange, required, values }: Props) {
  const text = useStaffTexts().campaignCreator
  const subjectRef = useRef<HTMLInputElement | null>(null)
  const htmlRef = useRef<HTMLTextAreaElement | null>(null)
  const id = `${baseClass}-${language}`
  const t = text.versions[language]
  const set = (patch: Partial<VersionValues>) => onChange({ ...values, ...patch })
  // The editor owns its document while one types: it gets the document it starts from (again only when a template
  // is applied), never each keystroke back, which would reset its selection.
  const [start, setStart] = useState({ generation, content: values.content })
  if (start.generation !== generation) setStart({ generation, content: values.content })
  const schemaPath = language === 'es' ? 'collection.email-campaigns.es.content' : 'collection.email-campaigns.content'

  return (
    <div className={`${baseClass}__version`}>
      <div className={`${baseClass}__with-menu`}>
        <TextField
          error={errors.subject}
          id={`${id}-subject`}
          inputRef={subjectRef}
          label={t.subject}
          name={`${language}-subject`}
          onChange={(subject) => set({ subject })}
          placeholder={t.subjectPlaceholder}
          required={required}
          value={values.subject}
        />
        <PlaceholderMenu
          id={`${id}-subject-placeholders`}
          label={t.subjectPlaceholders}
          onPick={(token) => set({ subject: insertAt(subjectRef.current, values.subject, token) })}
        />
      </div>

      {mode === 'visual' ? (
        <div className={`${ui}__field${errors.content ? ` ${ui}__field--error` : ''}`}>
          <span className={`${ui}__label`} id={`${id}-content-label`}>
            {t.content}
            {required && (
              <span aria-hidden="true" className={`${ui}__required`}>
                {' *'}
              </span>
            )}
          </span>
          <div aria-labelledby={`${id}-content-label`} className={`${baseClass}__editor`} role="group">
            <RenderLexical
              key={`${language}-${generation}`}
              initialValue={start.content ?? undefined}
              name="content"
              path={language === 'es' ? 'es.content' : 'content'}
              schemaPath={schemaPath}
              setValue={(value) => set({ content: (value as RichTextDocument | undefined) ?? null })}
              value={(start.content ?? undefined) as never}
            />
          </div>
          <p className={`${ui}__field-hint`}>{text.form.visualHint}</p>
          {errors.content && (
            <p className={`${ui}__field-error`} id={`${id}-content-error`} role="alert">
              {errors.content}
            </p>
          )}
        </div>
      ) : (
        <div className={`${baseClass}__with-menu ${baseClass}__with-menu--top`}>
          <TextareaField
            error={errors.htmlContent}
            hint={text.form.contentHint}
            id={`${id}-html`}
            inputRef={htmlRef}
            label={t.html}
            monospace
            name={`${language}-htmlContent`}
            onChange={(htmlContent) => set({ htmlContent })}
            required={required}
            rows={20}
            value={values.htmlContent}
          />
          <PlaceholderMenu
            id={`${id}-html-placeholders`}
            label={t.htmlPlaceholders}
            onPick={(token) => set({ htmlContent: insertAt(htmlRef.current, values.htmlContent, token) })}
          />
        </div>
      )}

      <details className={`${baseClass}__text-part`} open={!!values.textContent || !!errors.textContent}>
        <summary>{t.textPart}</summary>
        <TextareaField
          error={errors.textContent}
          hint={text.form.textPartHint}
          id={`${id}-text`}
          label={t.textPart}
          name={`${language}-textContent`}
          onChange={(textContent) => set({ textContent })}
          rows={8}
          value={values.textContent}
        />
      </details>
    </div>
  )
}
