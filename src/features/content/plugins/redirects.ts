import { redirectsPlugin } from '@payloadcms/plugin-redirects'
import type { Field, TextFieldSingleValidation } from 'payload'

import { adminOnly } from '@/platform/access'
import { sitePath } from '@/features/content/site-path'
import { inEditorsLanguage } from '@/platform/collections/fields/editors-language'
import { revalidateAfterChange, revalidateAfterDelete } from '@/features/content/hooks/revalidate-site'

/**
 * A custom redirect leads to a path of this site only: anything a browser would take to another host
 * (`/\evil.example`, `//evil.example`, a full address) is refused with the field named, so the site can never be
 * used to send visitors elsewhere.
 */
const pathOfThisSite: TextFieldSingleValidation = (value, { siblingData, req }) =>
  (siblingData as { type?: string })?.type !== 'custom' || sitePath(value)
    ? true
    : inEditorsLanguage(req, {
        en: 'Enter a path of this site, starting with / (e.g. /blog/new-post).',
        es: 'Escriba una ruta de esta web que empiece por / (p. ej., /blog/nueva-entrada).',
      })

const withSitePathCheck = (fields: Field[]): Field[] =>
  fields.map((field) =>
    field.type === 'group' && 'name' in field && field.name === 'to'
      ? {
          ...field,
          fields: field.fields.map((sub) =>
            sub.type === 'text' && sub.name === 'url' && !sub.hasMany ? { ...sub, validate: pathOfThisSite } : sub,
          ),
        }
      : field,
  )

/**
 * Old addresses of the site that lead elsewhere ("from" is an unprefixed path such as /blog/old-slug, in both
 * languages). Made by the posts' slug-change hook, or by hand. Read only by the server, on a page that would
 * otherwise be a 404 (src/features/content/redirects.ts).
 */
export const redirects = redirectsPlugin({
  collections: ['blog-posts'],
  overrides: {
    labels: {
      singular: { en: 'Redirect', es: 'Redirección' },
      plural: { en: 'Redirects', es: 'Redirecciones' },
    },
    access: { read: adminOnly, create: adminOnly, update: adminOnly, delete: adminOnly },
    fields: ({ defaultFields }) => withSitePathCheck(defaultFields),
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
