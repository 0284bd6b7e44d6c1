import { z } from 'zod'

import { campaignStatusValues, defaultCampaignStatus } from '@/features/campaigns/status'
import { isRichTextDocument, type RichTextDocument } from '@/features/campaigns/rich-text-email'
import { documentId, emailAddress, optionalText, text } from '@/platform/validation/fields'
import { schoolSelectionSchema } from '@/platform/validation/school-selection'

/** Visual: written in the rich-text editor and rendered to HTML when saved. HTML: written as HTML (docs/product.md › Mail and campaigns). */
export const campaignEditorModes = ['visual', 'html'] as const
export type CampaignEditorMode = (typeof campaignEditorModes)[number]

/** A Lexical document as the editor writes it (its content is checked when it is rendered). */
const richTextDocument = z.custom<RichTextDocument>(isRichTextDocument, { error: 'validation.campaignContentInvalid' })

/** At most 1 MB of JSON per document: far more than any email, and a request stays small. */
const sizedDocument = richTextDocument.refine((doc) => JSON.stringify(doc).length <= 1_000_000, {
  error: 'validation.campaignContentTooLarge',
})

/** The Spanish version, for schools whose language is Spanish: optional, but once it has a subject it needs content, and the other way round. */
const spanishVersion = z.strictObject({
  subject: optionalText(300).nullable(),
  htmlContent: optionalText(500_000).nullable(),
  textContent: optionalText(200_000).nullable(),
  content: sizedDocument.nullable().optional(),
})

/** Fields the content of a campaign and of a template share. */
const contentShape = {
  editorMode: z.enum(campaignEditorModes, { error: 'validation.campaignEditorModeInvalid' }).default('html'),
  subject: text(1, 'validation.campaignSubjectRequired', 300),
  htmlContent: optionalText(500_000),
  textContent: optionalText(200_000).nullable(),
  content: sizedDocument.nullable().optional(),
  es: spanishVersion.nullable().optional(),
}

type ContentInput = {
  editorMode: CampaignEditorMode
  htmlContent?: string
  content?: RichTextDocument | null
  es?: z.output<typeof spanishVersion> | null
}

/** A document with no block at all: what the editor holds before anything is typed. */
const isBlank = (doc: RichTextDocument | null | undefined) => !doc?.root?.children?.length

/** The rules between fields: each version has content of its mode, and a Spanish version is whole or absent. */
function checkVersions(input: ContentInput, ctx: z.RefinementCtx) {
  if (input.editorMode === 'visual') {
    if (isBlank(input.content))
      ctx.addIssue({ code: 'custom', path: ['content'], message: 'validation.campaignContentEmpty' })
  } else if ((input.htmlContent ?? '').length < 10) {
    ctx.addIssue({ code: 'custom', path: ['htmlContent'], message: 'validation.campaignContentMin' })
  }
  const es = input.es
  if (!es) return
  const esContent = input.editorMode === 'visual' ? !isBlank(es.content) : !!es.htmlContent
  const contentField = input.editorMode === 'visual' ? 'content' : 'htmlContent'
  if (es.subject && !esContent) {
    ctx.addIssue({ code: 'custom', path: ['es', contentField], message: 'validation.campaignSpanishContentRequired' })
  } else if (!es.subject && (esContent || es.textContent)) {
    ctx.addIssue({ code: 'custom', path: ['es', 'subject'], message: 'validation.campaignSpanishSubjectRequired' })
  } else if (es.subject && input.editorMode === 'html' && (es.htmlContent ?? '').length < 10) {
    ctx.addIssue({ code: 'custom', path: ['es', 'htmlContent'], message: 'validation.campaignContentMin' })
  }
}

/** Campaign creator form and POST /api/email-campaigns, with the visual mode and the Spanish version (docs/product.md › The /api contract). */
export const campaignSchema = z
  .strictObject({
    name: text(1, 'validation.campaignNameRequired', 200),
    ...contentShape,
    status: z.enum(campaignStatusValues, { error: 'validation.campaignStatusInvalid' }).default(defaultCampaignStatus),
    scheduledAt: z
      .union([z.iso.datetime({ offset: true, error: 'validation.dateInvalid' }), z.literal('')])
      .nullable()
      .optional()
      .transform((v) => v || null),
    /** School ids the campaign goes to (kept with the campaign so it can really be sent). */
    recipients: z.array(documentId()).max(100_000).optional(),
    /** Recipients as filters the server resolves (Campaign Creator: "all schools in Spain"), beside any ids. */
    recipientSelection: schoolSelectionSchema.optional(),
  })
  .superRefine(checkVersions)

export type CampaignInput = z.input<typeof campaignSchema>
export type CampaignData = z.output<typeof campaignSchema>

/** POST /api/email-campaigns/preview: the content of the creator's form, nothing else. */
export const previewSchema = z.strictObject(contentShape).superRefine(checkVersions)

/** POST /api/email-templates: a campaign's content saved for reuse. */
export const templateSchema = z
  .strictObject({ name: text(1, 'validation.templateNameRequired', 200), ...contentShape })
  .superRefine(checkVersions)
export type TemplateInput = z.input<typeof templateSchema>
export type TemplateData = z.output<typeof templateSchema>

/** POST /api/email-campaigns/{id}/test: who gets the test, and for which school (sample values without). */
export const testSendSchema = z.strictObject({
  emails: z
    .array(emailAddress('validation.emailInvalid'), { error: 'validation.testEmailsRequired' })
    .min(1, { error: 'validation.testEmailsRequired' })
    .max(10, { error: 'validation.testEmailsTooMany' }),
  schoolId: documentId().nullable().optional(),
})
export type TestSendInput = z.input<typeof testSendSchema>
