'use client'

import { FieldError, useFormFields, useTranslation } from '@payloadcms/ui'
import type { FieldErrorClientProps } from 'payload'

import { calendarDayProblem, catalogueMessages } from '@/features/content/catalogue-rules'
import { inLanguage } from '@/platform/i18n/bilingual'

type Props = FieldErrorClientProps & { path: string; startField?: string }

const time = (value: unknown) => (value ? new Date(value as string).getTime() : NaN)

/**
 * The error under a calendar-day field, shown as soon as the day is wrong rather than after a Publish: autosave
 * only ever saves drafts, whose refusal Payload keeps out of sight (a toast that fades, then "Last saved" again).
 * The same rules as the server's (src/features/content/catalogue-rules.ts); with `startField`, the day must not be
 * before that sibling field's day (a session's last day and its first). Otherwise Payload's own error shows.
 */
export function CalendarDayError({ path, startField, ...props }: Props) {
  const { i18n } = useTranslation()
  const startPath = startField ? path.replace(/[^.]+$/, startField) : null
  const value = useFormFields(([fields]) => fields[path]?.value)
  const start = useFormFields(([fields]) => (startPath ? fields[startPath]?.value : undefined))
  const problem = calendarDayProblem(value)
  const message = problem
    ? catalogueMessages[problem]
    : startPath && time(value) < time(start)
      ? catalogueMessages.sessionEndBeforeStart
      : null
  if (message) return <FieldError {...props} path={path} showError message={inLanguage(i18n.language, message)} />
  return <FieldError {...props} path={path} />
}
