import { campaignCreatorEn, campaignCreatorEs } from '@/features/campaigns/admin/creator/strings'
import { campaignDetailEn, campaignDetailEs } from '@/features/campaigns/admin/detail/strings'
import { dashboardEn } from '@/features/dashboard/strings'
import { dashboardEs } from '@/features/dashboard/strings.es'
import { emailMarketingEn } from '@/features/email-marketing/strings'
import { emailMarketingEs } from '@/features/email-marketing/strings.es'
import { privacyEn, privacyEs } from '@/features/privacy/admin/strings'
import { sharedEn, sharedEs } from '../ui/strings'
import { proposalsEn, proposalsEs } from '@/features/trips/components/proposal-strings'
import type { Translation } from './bind'
import { payloadInUsted } from './payload-usted'

/**
 * The staff screens' texts, one catalog per language, registered with Payload's i18n under the `staff` namespace
 * (payload.config.ts): Payload hands the staff member's language to its views and ours alike.
 */
export const staffEn = {
  campaignCreator: campaignCreatorEn,
  campaignDetail: campaignDetailEn,
  dashboard: dashboardEn,
  emailMarketing: emailMarketingEn,
  privacy: privacyEn,
  proposals: proposalsEn,
  shared: sharedEn,
} as const

export const staffEs: Translation<typeof staffEn> = {
  campaignCreator: campaignCreatorEs,
  campaignDetail: campaignDetailEs,
  dashboard: dashboardEs,
  emailMarketing: emailMarketingEs,
  privacy: privacyEs,
  proposals: proposalsEs,
  shared: sharedEs,
}

/** For payload.config.ts: `i18n.translations` (and Payload's own Spanish texts in usted). */
export const staffTranslations = { en: { staff: staffEn }, es: { ...payloadInUsted, staff: staffEs } }
