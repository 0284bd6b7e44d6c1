import type { Payload } from 'payload'

import { serverUrl } from '@/platform/env'
import type { EmailCampaign } from '@/payload-types'
import { messageText } from '@/platform/validation/messages'
import type { CampaignEditorMode } from '@/features/campaigns/campaign-schema'
import { defaultLocale, type Locale } from '@i18n/locales'
import {
  type MediaImage,
  mediaIds,
  type RichTextDocument,
  RichTextEmailError,
  renderRichTextEmail,
} from './rich-text-email'

/** A 400 naming the field, in the shape the API's error handler reads from Payload's own errors. */
export class ContentError extends Error {
  readonly status = 400
  readonly data: { errors: Array<{ path: string; message: string }> }
  constructor(field: string, message: string) {
    super(message)
    this.data = { errors: [{ path: field, message }] }
  }
}

type VersionInput = {
  subject?: string | null
  htmlContent?: string | null
  textContent?: string | null
  content?: RichTextDocument | null
}

export type ContentInput = VersionInput & { editorMode: CampaignEditorMode; es?: VersionInput | null }

/** The editor's document as the generated types name it (the same JSON; they spell out Lexical's root node). */
type StoredDocument = NonNullable<EmailCampaign['content']>
const stored = (doc: RichTextDocument | null | undefined) => (doc ?? null) as StoredDocument | null

/** What is stored: each version's HTML and text as the sender mails them, beside the editor's documents. */
export type ComposedContent = {
  editorMode: CampaignEditorMode
  subject: string
  htmlContent: string
  textContent: string | null
  content: StoredDocument | null
  es: { subject: string | null; htmlContent: string | null; textContent: string | null; content: StoredDocument | null }
}

/** The media library's images by id, with the address mails use (the largest size that fits the 600 px card). */
export async function readMediaImages(payload: Payload, ids: number[]): Promise<Map<number, MediaImage>> {
  const images = new Map<number, MediaImage>()
  if (!ids.length) return images
  const { docs } = await payload.find({
    collection: 'media',
    where: { id: { in: ids } },
    depth: 0,
    limit: ids.length,
    pagination: false,
    overrideAccess: true,
  })
  for (const doc of docs) {
    const card = doc.sizes?.card
    const useCard = !!card?.url && (doc.width ?? 0) > 768
    const url = useCard ? card!.url! : doc.url
    if (!url) continue
    images.set(doc.id, {
      url,
      alt: typeof doc.alt === 'string' ? doc.alt : null,
      width: useCard ? (card!.width ?? null) : (doc.width ?? null),
      height: useCard ? (card!.height ?? null) : (doc.height ?? null),
    })
  }
  return images
}

function renderVersion(
  doc: RichTextDocument,
  language: Locale,
  images: Map<number, MediaImage>,
  field: string,
): { html: string; text: string } {
  try {
    return renderRichTextEmail(doc, { media: images, siteUrl: serverUrl(), language })
  } catch (error) {
    if (!(error instanceof RichTextEmailError)) throw error
    const key = error.reason === 'empty' ? 'validation.campaignContentEmpty' : 'validation.campaignImageMissing'
    throw new ContentError(field, messageText(key))
  }
}

/**
 * Turns the editor's documents into the HTML and text the sender mails (visual mode), or keeps the HTML as
 * written (HTML mode, the /api contract unchanged). Throws ContentError (400 naming the field) for content that renders
 * to nothing or an image that is gone, before anything is stored.
 */
export async function composeContent(payload: Payload, input: ContentInput): Promise<ComposedContent> {
  const es = input.es ?? null
  const hasSpanish = !!es?.subject?.trim()
  if (input.editorMode === 'html') {
    return {
      editorMode: 'html',
      subject: input.subject ?? '',
      htmlContent: input.htmlContent ?? '',
      textContent: input.textContent?.trim() ? input.textContent : null,
      content: null,
      es: {
        subject: hasSpanish ? es!.subject! : null,
        htmlContent: hasSpanish ? (es!.htmlContent ?? null) : null,
        textContent: hasSpanish && es!.textContent?.trim() ? es!.textContent : null,
        content: null,
      },
    }
  }
  const docs = [input.content, hasSpanish ? es!.content : null]
  const images = await readMediaImages(payload, [...new Set(docs.flatMap((d) => mediaIds(d)))])
  const en = renderVersion(input.content!, defaultLocale, images, 'content')
  const esRendered = hasSpanish && es!.content ? renderVersion(es!.content, 'es', images, 'es.content') : null
  return {
    editorMode: 'visual',
    subject: input.subject ?? '',
    htmlContent: en.html,
    // A text part written by hand wins over the one made from the document.
    textContent: input.textContent?.trim() ? input.textContent : en.text,
    content: stored(input.content),
    es: {
      subject: esRendered ? es!.subject! : null,
      htmlContent: esRendered?.html ?? null,
      textContent: esRendered ? (es!.textContent?.trim() ? es!.textContent : esRendered.text) : null,
      content: esRendered ? stored(es!.content) : null,
    },
  }
}
