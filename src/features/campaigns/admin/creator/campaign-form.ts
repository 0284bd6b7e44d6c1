import type { ApiTemplate } from '@/features/campaigns/templates'
import type { CampaignEditorMode } from '@/features/campaigns/campaign-schema'
import type { Locale } from '@i18n/locales'
import type { VersionErrors, VersionValues } from './VersionEditor'

/** The creator's form: the campaign's name, editor mode, English version and optional Spanish version. */
export type Values = {
  name: string
  editorMode: CampaignEditorMode
  en: VersionValues
  es: VersionValues
  spanish: boolean
}
export type Errors = { name?: string; en: VersionErrors; es: VersionErrors }
/** A check's outcome: errors on the form's fields, and the messages that belong to no field. */
export type Found = { errors: Errors; other: string[] }
/** One version as the server renders it for the preview. */
export type Rendered = { language: Locale; subject: string; html: string; text: string }

const blank: VersionValues = { subject: '', htmlContent: '', textContent: '', content: null }

export const noErrors = (): Errors => ({ en: {}, es: {} })

/** A template's content as the form holds it. */
export function fromTemplate(template: ApiTemplate | undefined, name: string): Values {
  if (!template) return { name, editorMode: 'html', en: blank, es: blank, spanish: false }
  const version = (v: ApiTemplate | ApiTemplate['es']): VersionValues => ({
    subject: v?.subject ?? '',
    htmlContent: v?.htmlContent ?? '',
    textContent: template.editorMode === 'visual' ? '' : (v?.textContent ?? ''),
    content: v?.content ?? null,
  })
  return {
    name,
    editorMode: template.editorMode,
    en: version(template),
    es: version(template.es),
    spanish: !!template.es,
  }
}

/** The content fields every call of this screen sends (campaign, preview, template). */
export function contentOf(values: Values) {
  const version = (v: VersionValues) =>
    values.editorMode === 'visual'
      ? { content: v.content, textContent: v.textContent.trim() ? v.textContent : null }
      : { htmlContent: v.htmlContent, textContent: v.textContent.trim() ? v.textContent : null }
  return {
    editorMode: values.editorMode,
    subject: values.en.subject,
    ...version(values.en),
    es: values.spanish ? { subject: values.es.subject, ...version(values.es) } : null,
  }
}

/** Flat error list (dotted field names of the API) → the form's fields. */
export function toErrors(found: Record<string, string>): Found {
  const errors = noErrors()
  const other: string[] = []
  const versionFields = ['subject', 'htmlContent', 'textContent', 'content'] as const
  for (const [field, message] of Object.entries(found)) {
    const [first, second] = field.split('.')
    if (field === 'name') errors.name = message
    else if (first === 'es' && versionFields.includes(second as (typeof versionFields)[number]))
      errors.es[second as keyof VersionValues] = message
    else if (versionFields.includes(first as (typeof versionFields)[number]))
      errors.en[first as keyof VersionValues] = message
    else other.push(message)
  }
  return { errors, other }
}

export const hasErrors = (found: Found) =>
  !!found.errors.name ||
  Object.keys(found.errors.en).length > 0 ||
  Object.keys(found.errors.es).length > 0 ||
  found.other.length > 0

/** The fields the API may name in an error; any other message is shown above the form. */
export const knownFields = [
  'name',
  'subject',
  'htmlContent',
  'textContent',
  'content',
  'es.subject',
  'es.htmlContent',
  'es.textContent',
  'es.content',
]
