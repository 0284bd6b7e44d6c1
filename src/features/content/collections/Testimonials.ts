import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/platform/access'
import { contactTypes } from '@/platform/enquiry-options'
import { previewUrlOf } from '@/features/content/preview/public-path'
import { inEditorsLanguage } from '@/platform/collections/fields/editors-language'
import { englishFallback } from '@/platform/collections/fields/localized'
import { localizedOptions } from '@/platform/collections/fields/options'
import { spanishTranslationField, trackSpanishTranslation } from '@/platform/collections/fields/translation-status'
import { revalidateAfterDelete, revalidateOnPublish } from '../hooks/revalidate-site'
import { collectionDrafts } from '@/platform/collections/versions/drafts'

export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: {
    singular: { en: 'Testimonial', es: 'Testimonio' },
    plural: { en: 'Testimonials', es: 'Testimonios' },
  },
  versions: collectionDrafts,
  hooks: {
    beforeChange: [trackSpanishTranslation('testimonials', ['role', 'content'])],
    afterChange: [revalidateOnPublish],
    afterDelete: [revalidateAfterDelete],
  },
  access: publishedContentAccess(),
  admin: {
    group: 'Content',
    useAsTitle: 'name',
    defaultColumns: ['name', 'category', 'rating', 'featured', '_status', 'spanishTranslation'],
    // "Preview" opens the page in the language being edited, showing this draft (src/platform/preview).
    preview: (doc, { locale }) => previewUrlOf({ collection: 'testimonials', doc }, locale),
    listSearchableFields: ['name'],
  },
  fields: [
    { name: 'name', type: 'text', required: true, label: { en: 'Name', es: 'Nombre' } },
    { name: 'role', type: 'text', localized: true, label: { en: 'Role', es: 'Cargo' }, ...englishFallback },
    {
      name: 'content',
      type: 'textarea',
      localized: true,
      label: { en: 'Testimonial', es: 'Testimonio' },
      ...englishFallback,
    },
    {
      name: 'rating',
      type: 'number',
      label: { en: 'Rating (1–5)', es: 'Valoración (1–5)' },
      required: true,
      min: 1,
      max: 5,
      defaultValue: 5,
      validate: (value: unknown, { req }: { req: Parameters<typeof inEditorsLanguage>[0] }) =>
        Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 5
          ? true
          : inEditorsLanguage(req, {
              en: 'Rating must be a whole number from 1 to 5.',
              es: 'La valoración debe ser un número entero del 1 al 5.',
            }),
    },
    {
      name: 'category',
      type: 'select',
      label: { en: 'Category', es: 'Categoría' },
      required: true,
      index: true,
      options: localizedOptions(contactTypes),
    },
    { name: 'image', type: 'upload', relationTo: 'media', label: { en: 'Photo', es: 'Foto' } },
    spanishTranslationField,
    {
      name: 'imageUrl',
      type: 'text',
      label: { en: 'Photo address', es: 'Dirección de la foto' },
      admin: {
        description: { en: 'Used when no photo is uploaded.', es: 'Se usa cuando no se ha subido ninguna foto.' },
      },
    },
    {
      name: 'featured',
      type: 'checkbox',
      defaultValue: true,
      index: true,
      label: { en: 'Featured', es: 'Destacado' },
      admin: {
        description: { en: 'Shown on the home page.', es: 'Se muestra en la página de inicio.' },
        components: { Cell: '/src/platform/admin/ui/YesNoCell#YesNoCell' },
        custom: {
          cellLabels: { yes: { en: 'Featured', es: 'Destacado' }, no: { en: 'Not featured', es: 'No destacado' } },
        },
      },
    },
  ],
}
