'use client'

import { createClientFeature } from '@payloadcms/richtext-lexical/client'
import { $getSelection, $isRangeSelection, type LexicalEditor } from '@payloadcms/richtext-lexical/lexical'
import React from 'react'

import { placeholders } from '@/platform/mail/placeholders'
import { staffTexts } from '@/platform/admin/i18n/texts'
import { useStaffTexts } from '@/platform/admin/i18n/useStaffTexts'

type I18nLike = { language: string; translations: unknown }

/** The menu's words in the staff member's admin language (Payload's i18n, as Lexical hands it to labels). */
const words = (i18n: I18nLike) => staffTexts(i18n).campaignCreator.form

/** Types the placeholder where the cursor is (the sender fills it per school). */
const insert =
  (token: string) =>
  ({ editor }: { editor: LexicalEditor }) =>
    editor.update(() => {
      const selection = $getSelection()
      if ($isRangeSelection(selection)) selection.insertText(token)
    })

const items = (Object.keys(placeholders) as Array<keyof typeof placeholders>).map((key) => ({
  key: `placeholder-${key}`,
  label: ({ i18n }: { i18n: I18nLike }) => `${words(i18n).placeholderNames[key]} ${placeholders[key]}`,
  keywords: ['placeholder', key, placeholders[key]],
  onSelect: insert(placeholders[key]),
}))

function BracesIcon() {
  return (
    <span aria-hidden="true" className="campaign-placeholders-braces">
      {'{ }'}
    </span>
  )
}

function PlaceholdersIcon() {
  return <span className="campaign-placeholders-icon">{useStaffTexts().campaignCreator.form.placeholdersTitle}</span>
}

/**
 * The email editor's "Placeholders" menu (toolbar dropdown and "/" menu): -schoolName-, -contactPerson-,
 * -country-, -city- are inserted as text, so they also survive copy and paste.
 */
export const PlaceholdersFeatureClient = createClientFeature({
  toolbarFixed: {
    groups: [{ type: 'dropdown', key: 'placeholders', order: 60, ChildComponent: PlaceholdersIcon, items }],
  },
  slashMenu: {
    groups: [
      {
        key: 'placeholders',
        label: ({ i18n }: { i18n: I18nLike }) => words(i18n).placeholdersTitle,
        items: items.map((item) => ({ ...item, Icon: BracesIcon })),
      },
    ],
  },
})
