'use client'

import { createClientFeature } from '@payloadcms/richtext-lexical/client'
import { $getSelection, $isRangeSelection, type LexicalEditor } from '@payloadcms/richtext-lexical/lexical'
import React from 'react'

import { placeholders } from '@/lib/mail/placeholders'

const labels: Record<keyof typeof placeholders, string> = {
  schoolName: 'School name',
  contactPerson: 'Contact person',
  country: 'Country',
  city: 'City',
}

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
  label: `${labels[key]} ${placeholders[key]}`,
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
  return <span className="campaign-placeholders-icon">Placeholders</span>
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
      { key: 'placeholders', label: 'Placeholders', items: items.map((item) => ({ ...item, Icon: BracesIcon })) },
    ],
  },
})
