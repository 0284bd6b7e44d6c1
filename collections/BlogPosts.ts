import type { CollectionConfig } from 'payload'

import { adminOnly, publishedOrAdmin } from '@/lib/access'
import { blogCategories } from '@/lib/blog-categories'
import { previewUrlOf } from '@/lib/preview/public-path'
import { englishFallback } from './fields/localized'
import { localizedOptions } from './fields/options'
import { urlSlugField } from './fields/slug'
import { spanishTranslationField, trackSpanishTranslation } from './fields/translation-status'
import { redirectOldSlug, rememberPublishedSlug } from './hooks/redirect-old-slug'
import { revalidateAfterDelete, revalidateOnPublish } from './hooks/revalidate-site'
import { collectionDrafts } from './versions/drafts'

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  versions: collectionDrafts,
  hooks: {
    beforeChange: [trackSpanishTranslation('blog-posts', ['title', 'excerpt', 'content']), rememberPublishedSlug],
    afterChange: [redirectOldSlug((slug) => `/blog/${slug}`), revalidateOnPublish],
    afterDelete: [revalidateAfterDelete],
  },
  access: {
    read: publishedOrAdmin,
    readVersions: adminOnly,
    create: adminOnly,
    update: adminOnly,
    delete: adminOnly,
  },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', '_status', 'spanishTranslation', 'createdAt'],
    // "Preview" opens the page in the language being edited, showing this draft (src/lib/preview).
    preview: (doc, { locale }) => previewUrlOf({ collection: 'blog-posts', doc }, locale),
    listSearchableFields: ['title', 'slug'],
  },
  defaultSort: '-createdAt',
  fields: [
    {
      // The SEO plugin adds its tab beside this one (collections/plugins/seo.ts).
      type: 'tabs',
      tabs: [
        {
          label: 'Content',
          fields: [
            { name: 'title', type: 'text', localized: true, ...englishFallback },
            { name: 'excerpt', type: 'textarea', localized: true, ...englishFallback },
            { name: 'content', type: 'richText', localized: true, ...englishFallback },
          ],
        },
      ],
    },
    urlSlugField('blog-posts'),
    spanishTranslationField,
    {
      name: 'category',
      type: 'select',
      required: true,
      index: true,
      options: localizedOptions(blogCategories),
      admin: { position: 'sidebar' },
    },
    { name: 'image', type: 'upload', relationTo: 'media', admin: { position: 'sidebar' } },
    {
      name: 'imageUrl',
      type: 'text',
      admin: { position: 'sidebar', description: 'Used when no image is uploaded (e.g. /images/blog/…).' },
    },
    {
      // Declared so editors can set the date a post is shown with; Payload would otherwise hide it. A post
      // dated in the future stays off the site until that day, even once published (src/lib/content/blog.ts).
      name: 'createdAt',
      type: 'date',
      index: true,
      label: 'Date',
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayOnly' },
        description: 'Shown with the post. A future date keeps a published post off the site until that day.',
      },
    },
  ],
}
