import { campaignCreatorText } from '@/features/campaigns/admin/creator/strings'
import { campaignDetailText } from '@/features/campaigns/admin/detail/strings'
import { dashboardText } from '@/features/dashboard/text'
import { emailMarketingText } from '@/features/email-marketing/strings'
import { privacyText } from '@/features/privacy/admin/strings'
import { sharedText } from '../ui/strings'
import { bindTexts } from './bind'
import { staffEn } from './catalog'

/** What the i18n of Payload (server `req.i18n`, client `useTranslation().i18n`) offers us. */
export type StaffI18n = { language: string; translations: unknown }

/** Every staff screen's texts in the staff member's admin language. */
export function staffTexts(i18n: StaffI18n) {
  const staff = (i18n.translations as { staff?: unknown } | undefined)?.staff
  const bound = bindTexts(staffEn, staff)
  const { language } = i18n
  const shared = sharedText(bound.shared, language)
  return {
    language,
    ...bound,
    dashboard: dashboardText(bound.dashboard, language),
    shared,
    campaignCreator: campaignCreatorText(bound.campaignCreator, shared, language),
    campaignDetail: campaignDetailText(bound.campaignDetail, shared, language),
    emailMarketing: emailMarketingText(bound.emailMarketing, shared, language),
    privacy: privacyText(bound.privacy, language),
  }
}

export type StaffTexts = ReturnType<typeof staffTexts>
