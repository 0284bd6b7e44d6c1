'use client'

import React from 'react'

import { ui } from './ui'
import './staff-ui.scss'

// Labelled inputs of the staff forms and filters, in Payload's look, tied to their hints and errors.

export type Chip = { value: string; label: string; pressed: boolean }

/** A row of toggle chips (filters). Each chip is a button with aria-pressed; the group is named by `label`. */
export function ChipGroup({
  chips,
  label,
  labelId,
  onToggle,
}: {
  chips: Chip[]
  label: string
  /** When given, the visible heading with this id names the group instead of an aria-label. */
  labelId?: string
  onToggle: (value: string) => void
}) {
  return (
    <div aria-label={labelId ? undefined : label} aria-labelledby={labelId} className={`${ui}__chips`} role="group">
      {chips.map((chip) => (
        <button
          aria-pressed={chip.pressed}
          className={`${ui}__chip${chip.pressed ? ` ${ui}__chip--pressed` : ''}`}
          key={chip.value}
          onClick={() => onToggle(chip.value)}
          type="button"
        >
          {chip.label}
        </button>
      ))}
    </div>
  )
}

/**
 * A labelled row of chips: the visible label names the group. `empty` (when given) stands in for the chips when
 * there are none; `hint` follows the chips.
 */
export function ChipField({
  chips,
  empty,
  hint,
  id,
  label,
  onToggle,
}: {
  chips: Chip[]
  empty?: string
  hint?: string
  /** The id of the visible label. */
  id: string
  label: string
  onToggle: (value: string) => void
}) {
  return (
    <div className={`${ui}__field`}>
      <span className={`${ui}__label`} id={id}>
        {label}
      </span>
      {empty !== undefined && chips.length === 0 ? (
        <p className={`${ui}__field-hint`}>{empty}</p>
      ) : (
        <>
          <ChipGroup chips={chips} label={label} labelId={id} onToggle={onToggle} />
          {hint && <p className={`${ui}__field-hint`}>{hint}</p>}
        </>
      )}
    </div>
  )
}

type FieldShell = {
  error?: string
  hint?: React.ReactNode
  id: string
  label: string
  required?: boolean
}

function describedBy(id: string, error?: string, hint?: React.ReactNode): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean)
  return ids.length ? ids.join(' ') : undefined
}

type ControlProps = FieldShell & { name?: string; onChange: (value: string) => void }

/** What an input and a textarea share: name, change handler, and the ties to the field's hint and error. */
function controlProps({ error, hint, id, name, onChange, required }: ControlProps) {
  return {
    'aria-describedby': describedBy(id, error, hint),
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    id,
    name: name ?? id,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
  }
}

function Field({ children, error, hint, id, label, required }: FieldShell & { children: React.ReactNode }) {
  return (
    <div className={`${ui}__field${error ? ` ${ui}__field--error` : ''}`}>
      <label className={`${ui}__label`} htmlFor={id}>
        {label}
        {required && (
          <span aria-hidden="true" className={`${ui}__required`}>
            {' *'}
          </span>
        )}
      </label>
      {children}
      {hint && (
        <p className={`${ui}__field-hint`} id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className={`${ui}__field-error`} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A labelled text input in Payload's look, with its hint and error tied to it for assistive technology. */
export function TextField({
  autoComplete,
  inputRef,
  placeholder,
  type = 'text',
  value,
  ...field
}: ControlProps & {
  autoComplete?: string
  inputRef?: React.Ref<HTMLInputElement>
  placeholder?: string
  type?: 'email' | 'search' | 'tel' | 'text' | 'url'
  value: string
}) {
  return (
    <Field {...field}>
      <input
        {...controlProps(field)}
        autoComplete={autoComplete}
        className={`${ui}__input`}
        placeholder={placeholder}
        ref={inputRef}
        type={type}
        value={value}
      />
    </Field>
  )
}

export function TextareaField({
  inputRef,
  monospace,
  rows = 6,
  value,
  ...field
}: ControlProps & {
  inputRef?: React.Ref<HTMLTextAreaElement>
  monospace?: boolean
  rows?: number
  value: string
}) {
  return (
    <Field {...field}>
      <textarea
        {...controlProps(field)}
        className={`${ui}__textarea${monospace ? ` ${ui}__textarea--mono` : ''}`}
        ref={inputRef}
        rows={rows}
        spellCheck={monospace ? false : undefined}
        value={value}
      />
    </Field>
  )
}
