import { z } from 'zod'

import { stages } from '@/features/enquiries/stages'
import { documentId, emailAddress, hasNoNul, NUL_MESSAGE, optionalText, text } from './fields'

/** Longest note or reply staff can write: a long letter, far short of what would burden the timeline. */
export const MAX_FOLLOWUP_TEXT = 10_000

const longText = (emptyMessage: string) =>
  z
    .string({ error: emptyMessage })
    .refine((value) => value.trim().length > 0, { error: emptyMessage })
    .refine((value) => value.length <= MAX_FOLLOWUP_TEXT, {
      error: `Must be at most ${MAX_FOLLOWUP_TEXT.toLocaleString('en-US')} characters`,
    })
    .refine(hasNoNul, { error: NUL_MESSAGE })

/** PATCH /api/contacts/{id}: the stage, the owner (null to leave it to nobody), or both. */
export const contactFollowupSchema = z
  .strictObject({
    stage: z.enum(stages, { error: `Stage must be one of ${stages.join(', ')}` }).optional(),
    ownerId: documentId().nullable().optional(),
  })
  .refine((value) => value.stage !== undefined || value.ownerId !== undefined, {
    error: 'Send a stage, an ownerId, or both',
  })

/** POST /api/contacts/{id}/notes */
export const contactNoteSchema = z.strictObject({ text: longText('Write a note first') })

/** POST /api/contacts/{id}/reply: plain text; the enquiry is quoted under it when it is sent. */
export const contactReplySchema = z.strictObject({
  subject: optionalText(300).nullable(),
  text: longText('Write the reply first'),
})

/** POST /api/staff/invite: a colleague's name and email; they choose their password through the mailed link. */
export const staffInviteSchema = z.strictObject({
  name: text(2, 'Name must be at least 2 characters', 200),
  email: emailAddress('Please enter a valid email address'),
})

export type ContactFollowupInput = z.input<typeof contactFollowupSchema>
