/** The kinds of entry an enquiry's timeline stores (src/features/enquiries/collections/EnquiryEvents.ts). */
export const timelineEventTypes = [
  'note',
  'stage',
  'owner',
  'reply',
  'reminder',
  'notification',
  'auto_reply',
  'proposal',
] as const

export type TimelineEventType = (typeof timelineEventTypes)[number]

/** A reply is queued, then sent or failed (a failed one is kept with its text, so staff can send it again). */
export type ReplyStatus = 'queued' | 'sent' | 'failed'
