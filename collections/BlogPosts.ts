import type { CollectionConfig } from 'payload'

import { adminOnly, publishedOrAdmin } from '@/lib/access'
import { blogCategories } from '@/lib/blog-categories'
import { serverUrl } from '@/lib/env'
import { localizedOptions } from './fields/options'
import { revalidateAfterChange, revalidateAfterDelete } from './hooks/revalidate-site'

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

export const BlogPosts: CollectionConfig = {
  slug: 'blog-posts',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  access: { read: publishedOrAdmin, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: {
    group: 'Content',
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'published', 'createdAt'],
    listSearchableFields: ['title', 'slug'],
    // "Preview" in the edit view opens the article on the site, in the language being edited.
    preview: (doc, { locale }) => (doc?.slug ? `${serverUrl()}/${locale || 'en'}/blog/${doc.slug}` : null),
  },
  defaultSort: '-createdAt',
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    { name: 'excerpt', type: 'textarea', required: true, localized: true },
    { name: 'content', type: 'richText', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Lower-case words joined by hyphens; used in /blog/{slug}.' },
      validate: (value: unknown) =>
        typeof value === 'string' && slugPattern.test(value)
          ? true
          : 'Use lower-case letters, digits and hyphens only.',
    },
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
      name: 'published',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Visible on the website.' },
    },
    {
      // Declared so editors can set the date a post is shown with; Payload would otherwise hide it.
      name: 'createdAt',
      type: 'date',
      index: true,
      label: 'Date',
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly' } },
    },
  ],
}
