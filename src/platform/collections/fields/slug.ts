import { type CollectionSlug, slugField, type TextFieldSingleValidation } from 'payload'

import { slugify, slugPattern } from '@/platform/slug'
import { sameTransaction } from '@/platform/db'
import { type Bilingual, inEditorsLanguage } from './editors-language'

const messages = {
  missing: {
    en: 'Enter a slug, or a title to make one from.',
    es: 'Escriba un slug o un título a partir del cual crearlo.',
  },
  format: {
    en: 'Use lower-case letters, digits and hyphens only.',
    es: 'Use solo letras minúsculas, cifras y guiones.',
  },
  taken: {
    en: 'Another document already uses this slug: change it to keep both pages.',
    es: 'Otro documento ya usa este slug: cámbielo para conservar las dos páginas.',
  },
} satisfies Record<string, Bilingual>

/**
 * The URL slug of a document, generated from its title while the editor types (Payload's slug field: a lock
 * button lets them write their own). Checked here rather than by the database's unique index alone, so a
 * clash is a message under the field instead of a failed save.
 */
export function urlSlugField(collection: CollectionSlug, { useAsSlug = 'title' } = {}) {
  const validate: TextFieldSingleValidation = async (value, { id, req }) => {
    if (!value) return inEditorsLanguage(req, messages.missing)
    if (typeof value !== 'string' || !slugPattern.test(value)) return inEditorsLanguage(req, messages.format)
    const { totalDocs } = await req.payload.count({
      collection,
      where: { and: [{ slug: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
      // The save's transaction, not its req: the local API resets its locale options for the rest of the save.
      req: sameTransaction(req),
    })
    return totalDocs === 0 ? true : inEditorsLanguage(req, messages.taken)
  }
  return slugField({
    useAsSlug,
    slugify: ({ valueToSlugify }) => slugify(String(valueToSlugify ?? '')) || undefined,
    overrides: (row) => {
      const [checkbox, slug] = row.fields
      return {
        ...row,
        fields: [
          checkbox,
          {
            ...slug,
            validate,
            admin: {
              ...slug.admin,
              description: {
                en: 'Made from the title; the lock lets you write your own. Used in the page address.',
                es: 'Se genera a partir del título; con el candado puede escribir el suyo. Forma parte de la dirección de la página.',
              },
            },
          } as typeof slug,
        ],
      }
    },
  })
}
