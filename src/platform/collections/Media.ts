import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionConfig } from 'payload'

import { adminOnly, anyone } from '@/platform/access'
import { revalidateAfterChange, revalidateAfterDelete } from '@/features/content/hooks/revalidate-site'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/** Images for posts, testimonials and pages. Sizes match the card and hero slots of the site. */
export const Media: CollectionConfig = {
  slug: 'media',
  hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  access: { read: anyone, create: adminOnly, update: adminOnly, delete: adminOnly },
  admin: { group: 'Content', useAsTitle: 'alt' },
  upload: {
    staticDir: process.env.MEDIA_DIR || path.resolve(dirname, '../media'),
    mimeTypes: ['image/*'],
    imageSizes: [
      { name: 'card', width: 768, height: 512, position: 'centre' },
      { name: 'hero', width: 1600, height: 900, position: 'centre' },
    ],
    adminThumbnail: 'card',
    focalPoint: true,
  },
  fields: [{ name: 'alt', type: 'text', required: true, localized: true }],
}
