import { z } from 'zod'

import { documentId } from './fields'

/** Most schools a selection names one by one (ticked by hand); whole groups are chosen by a filter instead. */
export const MAX_SELECTION_IDS = 10_000

/** Which schools a filter means (src/features/audience/schools/filters.ts): the Schools tab's filter, Campaign Creator's chips. */
export const schoolFilterSchema = z.strictObject({
  q: z.string().trim().max(200, { error: 'Must be at most 200 characters' }).optional(),
  countries: z.array(z.string().trim().min(1).max(120)).max(300).optional(),
  labels: z.array(z.string().trim().min(1).max(60)).max(300).optional(),
  bounced: z.boolean().optional(),
  ids: z.array(documentId()).max(MAX_SELECTION_IDS).optional(),
})

/**
 * A campaign's recipients as Campaign Creator chose them: steps in order, each selecting or deselecting what its
 * filter matches (the last matching step decides). "All schools in Spain" is one step, not 50,000 ids.
 */
export const schoolSelectionSchema = z
  .array(z.strictObject({ select: z.boolean(), filter: schoolFilterSchema }))
  .max(500, { error: 'At most 500 steps; select by country or label instead of school by school' })
  .refine((steps) => steps.reduce((n, step) => n + (step.filter.ids?.length ?? 0), 0) <= MAX_SELECTION_IDS, {
    error: `At most ${MAX_SELECTION_IDS.toLocaleString('en-US')} schools picked one by one; select by country or label instead`,
  })
