import type { CollectionConfig } from 'payload'

import { adminOnly, anyone } from '@/lib/access'
import { contactTypes } from '@/lib/enquiry-options'
import { serverUrl } from '@/lib/env'
import { localizedOptions } from './fields/options'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate-site'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'rating', 'featured'],
    listSearchableFields: ['name'],
    // Testimonials appear on the home page.
    preview: (_doc, { locale }) => `${serverUrl()}/${locale || 'en'}`,
  },
  fields: [
    { name: 'name', type: 'text', required: true },
    { name: 'role', type: 'text', required: true, localized: true },
    { name: 'content', type: 'textarea', required: true, localized: true },
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
    { name: 'imageUrl', type: 'text', admin: { description: 'Used when no image is uploaded.' } },
    { name: 'featured', type: 'checkbox', defaultValue: true, index: true },
  ],
}
