import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/lib/access'
import { contactTypes } from '@/lib/enquiry-options'
import { previewUrlOf } from '@/lib/preview/public-path'
import { englishFallback } from './fields/localized'
import { localizedOptions } from './fields/options'
import { spanishTranslationField, trackSpanishTranslation } from './fields/translation-status'
import { revalidateAfterDelete, revalidateOnPublish } from './hooks/revalidate-site'
import { collectionDrafts } from './versions/drafts'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  versions: collectionDrafts,
  hooks: {
    beforeChange: [trackSpanishTranslation('testimonials', ['role', 'content'])],
    afterChange: [revalidateOnPublish],
    afterDelete: [revalidateAfterDelete],
  },
  access: publishedContentAccess,
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'rating', 'featured', '_status', 'spanishTranslation'],
    // "Preview" opens the page in the language being edited, showing this draft (src/lib/preview).
    preview: (doc, { locale }) => previewUrlOf({ collection: 'testimonials', doc }, locale),
    listSearchableFields: ['name'],
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', localized: true, ...englishFallback },
    { name: 'content', type: 'textarea', localized: true, ...englishFallback },
    {
      name: 'rating',
      type: 'number',
      required: true,
      min: 1,
      max: 5,
      defaultValue: 5,
      validate: (value: unknown) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
          ? true
          : 'Rating must be a whole number from 1 to 5.',
    },
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: localizedOptions(contactTypes),
    },
    { name: 'image', type: 'upload', relationTo: 'media' },
    spanishTranslationField,
    { name: 'imageUrl', type: 'text', admin: { description: 'Used when no image is uploaded.' } },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      admin: {
        description: 'Shown on the home page.',
        components: { Cell: '/admin-views/shared/YesNoCell#YesNoCell' },
        custom: { cellLabels: { yes: 'Featured', no: 'Not featured' } },
      },
    },
  ],
}
