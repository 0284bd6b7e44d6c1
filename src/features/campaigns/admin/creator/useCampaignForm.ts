'use client'

import { useRef, useState } from 'react'

import type { ApiTemplate } from '@/features/campaigns/templates'
import type { SchoolSelection } from '@/features/audience/schools/filters'
import { campaignSchema, type CampaignInput, previewSchema, templateSchema } from '@/features/campaigns/campaign-schema'
import type { MessageCatalog } from '@/platform/admin/ui/types'
import { issuesByField } from '@/platform/admin/ui/validation'
import { defaultLocale, type Locale } from '@i18n/locales'
import { contentOf, type Errors, type Found, fromTemplate, noErrors, toErrors, type Values } from './campaign-form'

/** The recipients go as the steps chosen on screen (the server resolves them), never as a list of ids. */
export const campaignInput = (current: Values, recipientSelection: SchoolSelection): CampaignInput => ({
  name: current.name,
  ...contentOf(current),
  status: 'draft',
  recipientSelection,
})

/**
 * The creator's form state: its values, the version tab shown, and the errors of the schemas the server uses,
 * so both sides agree. After a first attempt to create, errors follow the input and disappear as soon as a
 * field is fixed.
 */
export function useCampaignForm(messages: MessageCatalog, firstTemplate: ApiTemplate | undefined) {
  const [values, setValues] = useState<Values>(() => fromTemplate(firstTemplate, ''))
  const [generation, setGeneration] = useState(0)
  const [language, setLanguage] = useState<Locale>(defaultLocale)
  const [errors, setErrors] = useState<Errors>(noErrors)
  const [general, setGeneral] = useState<string[]>([])
  const [submitted, setSubmitted] = useState(false)
  const nameRef = useRef<HTMLInputElement | null>(null)

  const check = (schema: typeof campaignSchema | typeof templateSchema | typeof previewSchema, data: unknown) => {
    const result = schema.safeParse(data)
    return result.success ? { errors: noErrors(), other: [] } : toErrors(issuesByField(result.error, messages))
  }

  const update = (next: Values, recipients: SchoolSelection) => {
    setValues(next)
    if (submitted) setErrors(check(campaignSchema, campaignInput(next, recipients)).errors)
  }

  /** Shows the errors and brings the first of them into view: the name, else the version tab that has them. */
  const showErrors = (found: Found) => {
    setErrors(found.errors)
    setGeneral(found.other)
    if (found.errors.name) nameRef.current?.focus()
    else if (Object.keys(found.errors.es).length && !Object.keys(found.errors.en).length) setLanguage('es')
    else if (Object.keys(found.errors.en).length) setLanguage(defaultLocale)
  }

  /** A template replaces the content (the name stays); the editors start again from its document. */
  const applyTemplate = (template: ApiTemplate) => {
    setValues(fromTemplate(template, values.name))
    setGeneration((g) => g + 1)
    setErrors(noErrors())
    setLanguage(defaultLocale)
  }

  return {
    values,
    generation,
    language,
    setLanguage,
    errors,
    setErrors,
    general,
    setGeneral,
    setSubmitted,
    nameRef,
    check,
    update,
    showErrors,
    applyTemplate,
  }
}

export type CampaignForm = ReturnType<typeof useCampaignForm>
