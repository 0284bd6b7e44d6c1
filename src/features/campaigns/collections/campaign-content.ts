import {
  BlocksFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  lexicalEditor,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'
import type { Block, Field } from 'payload'

import { campaignEditorModes } from '@/features/campaigns/campaign-schema'
import { PlaceholdersFeature } from './placeholders-feature'

/** The call-to-action button of an email (rendered as a table cell, as mail clients need). */
export const ctaBlock: Block = {
  slug: 'cta',
  labels: { singular: 'Button', plural: 'Buttons' },
  // The button's label names it in the editor; a block name would only show "Untitled".
  admin: { disableBlockName: true },
  fields: [
    { name: 'label', type: 'text', required: true, maxLength: 80 },
    {
      name: 'url',
      type: 'text',
      required: true,
      maxLength: 2000,
      admin: { description: 'e.g. https://… or /contact' },
    },
  ],
}

/**
 * What an email may hold, and no more (src/features/campaigns/rich-text-email.ts renders exactly these): headings,
 * paragraphs, bold / italic / underline, links, lists, images from the media library and a button block.
 */
export const campaignEditor = lexicalEditor({
  features: [
    ParagraphFeature(),
    HeadingFeature({ enabledHeadingSizes: ['h1', 'h2', 'h3'] }),
    BoldFeature(),
    ItalicFeature(),
    UnderlineFeature(),
    LinkFeature({ enabledCollections: [] }),
    UnorderedListFeature(),
    OrderedListFeature(),
    UploadFeature({ enabledCollections: ['media'] }),
    HorizontalRuleFeature(),
    BlocksFeature({ blocks: [ctaBlock] }),
    PlaceholdersFeature(),
    FixedToolbarFeature(),
    InlineToolbarFeature(),
  ],
})

/**
 * A campaign's content, English and Spanish, shared by campaigns and templates. In the visual mode `content`
 * is the document and `htmlContent` the email rendered from it when saved (what the sender mails); in the
 * HTML mode `htmlContent` is written by hand and `content` is empty.
 */
export function campaignContentFields({ required }: { required: boolean }): Field[] {
  return [
    {
      name: 'editorMode',
      type: 'select',
      defaultValue: 'html',
      options: campaignEditorModes.map((value) => ({ label: value === 'visual' ? 'Visual' : 'HTML', value })),
      admin: { position: 'sidebar', description: 'Visual: written in the editor. HTML: written as HTML.' },
    },
    { name: 'subject', type: 'text', required },
    { name: 'content', type: 'richText', editor: campaignEditor },
    required
      ? { name: 'htmlContent', type: 'code', required: true, minLength: 10, admin: { language: 'html' } }
      : { name: 'htmlContent', type: 'code', admin: { language: 'html' } },
    { name: 'textContent', type: 'textarea' },
    {
      name: 'es',
      type: 'group',
      label: 'Spanish version',
      admin: { description: 'Optional. Schools whose language is Spanish get it; the others get the English one.' },
      fields: [
        { name: 'subject', type: 'text' },
        { name: 'content', type: 'richText', editor: campaignEditor },
        { name: 'htmlContent', type: 'code', admin: { language: 'html' } },
        { name: 'textContent', type: 'textarea' },
      ],
    },
  ]
}
