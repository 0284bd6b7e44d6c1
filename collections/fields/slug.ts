import { type CollectionSlug, slugField, type TextFieldSingleValidation } from 'payload'

import { slugify, slugPattern } from '@/lib/slug'
import { sameTransaction } from '@/lib/db'

/**
 * The URL slug of a document, generated from its title while the editor types (Payload's slug field: a lock
 * button lets them write their own). Checked here rather than by the database's unique index alone, so a
 * clash is a message under the field instead of a failed save.
 */
export function urlSlugField(collection: CollectionSlug, { useAsSlug = 'title' } = {}) {
  const validate: TextFieldSingleValidation = async (value, { id, req }) => {
    if (!value) return 'Enter a slug, or a title to make one from.'
    if (typeof value !== 'string' || !slugPattern.test(value)) return 'Use lower-case letters, digits and hyphens only.'
    const { totalDocs } = await req.payload.count({
      collection,
      where: { and: [{ slug: { equals: value } }, ...(id ? [{ id: { not_equals: id } }] : [])] },
      // The save's transaction, not its req: the local API resets its locale options for the rest of the save.
      req: sameTransaction(req),
    })
    return totalDocs === 0 ? true : 'Another document already uses this slug: change it to keep both pages.'
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
              description: 'Made from the title; the lock lets you write your own. Used in the page address.',
            },
          } as typeof slug,
        ],
      }
    },
  })
}
