import type { CollectionConfig } from 'payload'

import { publishedContentAccess } from '@/platform/access'
import { blogCategories } from '@/platform/blog-categories'
import { previewUrlOf } from '@/features/content/preview/public-path'
import { englishFallback } from '@/platform/collections/fields/localized'
import { localizedOptions } from '@/platform/collections/fields/options'
import { urlSlugField } from '@/platform/collections/fields/slug'
import { spanishTranslationField, trackSpanishTranslation } from '@/platform/collections/fields/translation-status'
import { redirectOldSlug, rememberPublishedSlug } from '../hooks/redirect-old-slug'
import { revalidateAfterDelete, revalidateOnPublish } from '../hooks/revalidate-site'
import { collectionDrafts } from '@/platform/collections/versions/drafts'

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: {
    singular: { en: 'Blog post', es: 'Entrada del blog' },
    plural: { en: 'Blog posts', es: 'Entradas del blog' },
  },
  versions: collectionDrafts,
  hooks: {
    beforeChange: [trackSpanishTranslation('blog-posts', ['title', 'excerpt', 'content']), rememberPublishedSlug],
    afterChange: [redirectOldSlug((slug) => `/blog/${slug}`), revalidateOnPublish],
    afterDelete: [revalidateAfterDelete],
  },
  access: publishedContentAccess({ dated: true }),
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'spanishTranslation', 'createdAt'],
    // "Preview" opens the page in the language being edited, showing this draft (src/platform/preview).
    preview: (doc, { locale }) => previewUrlOf({ collection: 'blog-posts', doc }, locale),
    listSearchableFields: ['title', 'slug'],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      // The SEO plugin adds its tab beside this one (src/features/content/plugins/seo.ts).
      type: 'tabs',
      tabs: [
        {
          label: { en: 'Content', es: 'Contenido' },
          fields: [
            {
              name: 'title',
              label: { en: 'Title', es: 'Título' },
              type: 'text',
              localized: true,
              ...englishFallback,
            },
            {
              name: 'excerpt',
              label: { en: 'Excerpt', es: 'Resumen' },
              type: 'textarea',
              localized: true,
              ...englishFallback,
            },
            {
              name: 'content',
              label: { en: 'Content', es: 'Contenido' },
              type: 'richText',
              localized: true,
              ...englishFallback,
            },
          ],
        },
      ],
    },
    urlSlugField('blog-posts'),
    spanishTranslationField,
    {
      name: 'category',
      label: { en: 'Category', es: 'Categoría' },
      type: 'select',
      required: true,
      index: true,
      options: localizedOptions(blogCategories),
      admin: { position: 'sidebar' },
    },
    {
      name: 'image',
      label: { en: 'Image', es: 'Imagen' },
      type: 'upload',
      relationTo: 'media',
      admin: { position: 'sidebar' },
    },
    {
      name: 'imageUrl',
      label: { en: 'Image address', es: 'Dirección de la imagen' },
      type: 'text',
      admin: {
        position: 'sidebar',
        description: {
          en: 'Used when no image is uploaded (e.g. /images/blog/…).',
          es: 'Se usa cuando no se ha subido ninguna imagen (p. ej., /images/blog/…).',
        },
      },
    },
    {
      // Declared so editors can set the date a post is shown with; Payload would otherwise hide it. A post
      // dated in the future stays off the site until that day, even once published (visibleToVisitors,
      // src/platform/access.ts).
      name: 'createdAt',
      type: 'date',
      index: true,
      label: { en: 'Date', es: 'Fecha' },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        description: {
          en: 'Shown with the post. A future date keeps a published post off the site until that day.',
          es: 'Se muestra con la entrada. Con una fecha futura, la entrada publicada no aparece en la web hasta ese día.',
        },
      },
    },
  ],
}
