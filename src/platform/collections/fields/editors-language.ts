import type { PayloadRequest } from 'payload'

import { type Bilingual, inLanguage } from '@/platform/i18n/bilingual'

export type { Bilingual }

/**
 * A validation message in the language of the admin of the person saving, like Payload's own messages
 * (the admin is in English or Spanish, payload.config.ts `i18n`).
 */
export const inEditorsLanguage = (req: PayloadRequest, message: Bilingual): string =>
  inLanguage(req.i18n?.language, message)
