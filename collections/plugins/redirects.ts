import { redirectsPlugin } from '@payloadcms/plugin-redirects'

import { adminOnly } from '@/lib/access'
import { revalidateAfterChange, revalidateAfterDelete } from '@collections/hooks/revalidate-site'

/**
 * Old addresses of the site that lead elsewhere ("from" is an unprefixed path such as /blog/old-slug, in both
 * languages). Made by the posts' slug-change hook, or by hand. Read only by the server, on a page that would
 * otherwise be a 404 (src/lib/content/redirects.ts).
 */
export const redirects = redirectsPlugin({
  collections: ['blog-posts'],
  overrides: {
    labels: {
      singular: { en: 'Redirect', es: 'Redirección' },
      plural: { en: 'Redirects', es: 'Redirecciones' },
    },
    access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
    admin: {
      group: 'Content',
      description: {
        en: 'Old page addresses (e.g. /blog/old-slug) sent on to the page that replaced them.',
        es: 'Direcciones antiguas de páginas (p. ej., /blog/slug-antiguo) que llevan a la página que las sustituyó.',
      },
    },
    hooks: { afterChange: [revalidateAfterChange], afterDelete: [revalidateAfterDelete] },
  },
})
