import * as migration_20261122_040045_initial from './20261122_040045_initial'
import * as migration_20261122_041500_rate_limits from './20261122_041500_rate_limits'
import * as migration_20261122_063156_mail_deliveries_jobs from './20261122_063156_mail_deliveries_jobs'
import * as migration_20261122_072229_privacy from './20261122_072229_privacy'
import * as migration_20261122_102749_enquiry_mails_workflow from './20261122_102749_enquiry_mails_workflow'
import * as migration_20261124_203326_page_globals from './20261124_203326_page_globals'
import * as migration_20261124_210428_page_globals_inner_pages from './20261124_210428_page_globals_inner_pages'
import * as migration_20261124_214736_users_sign_in_hardening from './20261124_214736_users_sign_in_hardening'
import * as migration_20261124_220305_media_storage_fields from './20261124_220305_media_storage_fields'
import * as migration_20261124_220600_editorial from './20261124_220600_editorial'
import * as migration_20261124_232359_company_legal_pages from './20261124_232359_company_legal_pages'
import * as migration_20261125_000100_campaign_compose from './20261125_000100_campaign_compose'
import * as migration_20261125_000200_catalogue from './20261125_000200_catalogue'
import * as migration_20261125_000300_campaign_delivery from './20261125_000300_campaign_delivery'
import * as migration_20261125_000400_enquiry_followup from './20261125_000400_enquiry_followup'
import * as migration_20261125_200038_page_courses_contact_cards_company_description from './20261125_200038_page_courses_contact_cards_company_description'
import * as migration_20261126_000100_list_indexes from './20261126_000100_list_indexes'
import * as migration_20261127_033553_trip_price_rules from './20261127_033553_trip_price_rules'
import * as migration_20261127_034420_newsletter_double_opt_in from './20261127_034420_newsletter_double_opt_in'
import * as migration_20261127_035333_user_admin_language from './20261127_035333_user_admin_language'
import * as migration_20261127_035738_company_office_address_in_each_language from './20261127_035738_company_office_address_in_each_language'
import * as migration_20261127_042522_newsletter_preferences from './20261127_042522_newsletter_preferences'
import * as migration_20261127_043408_proposals from './20261127_043408_proposals'
import * as migration_20261127_070236_version_authors from './20261127_070236_version_authors'
import * as migration_20261127_071000_spanish_usted_register from './20261127_071000_spanish_usted_register'
import * as migration_20261127_071500_campaign_link_clicks from './20261127_071500_campaign_link_clicks'
import * as migration_20261127_074500_proposal_terms from './20261127_074500_proposal_terms'
import * as migration_20261127_201500_campaign_opens from './20261127_201500_campaign_opens'
import * as migration_20261127_203000_recount_spanish_translation from './20261127_203000_recount_spanish_translation'
import * as migration_20261128_150000_enquiry_mails_workflow_gone from './20261128_150000_enquiry_mails_workflow_gone'

export const migrations = [
  {
    up: migration_20261122_040045_initial.up,
    down: migration_20261122_040045_initial.down,
    name: '20261122_040045_initial',
  },
  {
    up: migration_20261122_041500_rate_limits.up,
    down: migration_20261122_041500_rate_limits.down,
    name: '20261122_041500_rate_limits',
  },
  {
    up: migration_20261122_063156_mail_deliveries_jobs.up,
    down: migration_20261122_063156_mail_deliveries_jobs.down,
    name: '20261122_063156_mail_deliveries_jobs',
  },
  {
    up: migration_20261122_072229_privacy.up,
    down: migration_20261122_072229_privacy.down,
    name: '20261122_072229_privacy',
  },
  {
    up: migration_20261122_102749_enquiry_mails_workflow.up,
    down: migration_20261122_102749_enquiry_mails_workflow.down,
    name: '20261122_102749_enquiry_mails_workflow',
  },
  {
    up: migration_20261124_203326_page_globals.up,
    down: migration_20261124_203326_page_globals.down,
    name: '20261124_203326_page_globals',
  },
  {
    up: migration_20261124_210428_page_globals_inner_pages.up,
    down: migration_20261124_210428_page_globals_inner_pages.down,
    name: '20261124_210428_page_globals_inner_pages',
  },
  {
    up: migration_20261124_214736_users_sign_in_hardening.up,
    down: migration_20261124_214736_users_sign_in_hardening.down,
    name: '20261124_214736_users_sign_in_hardening',
  },
  {
    up: migration_20261124_220305_media_storage_fields.up,
    down: migration_20261124_220305_media_storage_fields.down,
    name: '20261124_220305_media_storage_fields',
  },
  {
    up: migration_20261124_220600_editorial.up,
    down: migration_20261124_220600_editorial.down,
    name: '20261124_220600_editorial',
  },
  {
    up: migration_20261124_232359_company_legal_pages.up,
    down: migration_20261124_232359_company_legal_pages.down,
    name: '20261124_232359_company_legal_pages',
  },
  {
    up: migration_20261125_000100_campaign_compose.up,
    down: migration_20261125_000100_campaign_compose.down,
    name: '20261125_000100_campaign_compose',
  },
  {
    up: migration_20261125_000200_catalogue.up,
    down: migration_20261125_000200_catalogue.down,
    name: '20261125_000200_catalogue',
  },
  {
    up: migration_20261125_000300_campaign_delivery.up,
    down: migration_20261125_000300_campaign_delivery.down,
    name: '20261125_000300_campaign_delivery',
  },
  {
    up: migration_20261125_000400_enquiry_followup.up,
    down: migration_20261125_000400_enquiry_followup.down,
    name: '20261125_000400_enquiry_followup',
  },
  {
    up: migration_20261125_200038_page_courses_contact_cards_company_description.up,
    down: migration_20261125_200038_page_courses_contact_cards_company_description.down,
    name: '20261125_200038_page_courses_contact_cards_company_description',
  },
  {
    up: migration_20261126_000100_list_indexes.up,
    down: migration_20261126_000100_list_indexes.down,
    name: '20261126_000100_list_indexes',
  },
  {
    up: migration_20261127_033553_trip_price_rules.up,
    down: migration_20261127_033553_trip_price_rules.down,
    name: '20261127_033553_trip_price_rules',
  },
  {
    up: migration_20261127_034420_newsletter_double_opt_in.up,
    down: migration_20261127_034420_newsletter_double_opt_in.down,
    name: '20261127_034420_newsletter_double_opt_in',
  },
  {
    up: migration_20261127_035333_user_admin_language.up,
    down: migration_20261127_035333_user_admin_language.down,
    name: '20261127_035333_user_admin_language',
  },
  {
    up: migration_20261127_035738_company_office_address_in_each_language.up,
    down: migration_20261127_035738_company_office_address_in_each_language.down,
    name: '20261127_035738_company_office_address_in_each_language',
  },
  {
    up: migration_20261127_042522_newsletter_preferences.up,
    down: migration_20261127_042522_newsletter_preferences.down,
    name: '20261127_042522_newsletter_preferences',
  },
  {
    up: migration_20261127_043408_proposals.up,
    down: migration_20261127_043408_proposals.down,
    name: '20261127_043408_proposals',
  },
  {
    up: migration_20261127_070236_version_authors.up,
    down: migration_20261127_070236_version_authors.down,
    name: '20261127_070236_version_authors',
  },
  {
    up: migration_20261127_071000_spanish_usted_register.up,
    down: migration_20261127_071000_spanish_usted_register.down,
    name: '20261127_071000_spanish_usted_register',
  },
  {
    up: migration_20261127_071500_campaign_link_clicks.up,
    down: migration_20261127_071500_campaign_link_clicks.down,
    name: '20261127_071500_campaign_link_clicks',
  },
  {
    up: migration_20261127_074500_proposal_terms.up,
    down: migration_20261127_074500_proposal_terms.down,
    name: '20261127_074500_proposal_terms',
  },
  {
    up: migration_20261127_201500_campaign_opens.up,
    down: migration_20261127_201500_campaign_opens.down,
    name: '20261127_201500_campaign_opens',
  },
  {
    up: migration_20261127_203000_recount_spanish_translation.up,
    down: migration_20261127_203000_recount_spanish_translation.down,
    name: '20261127_203000_recount_spanish_translation',
  },
  {
    up: migration_20261128_150000_enquiry_mails_workflow_gone.up,
    down: migration_20261128_150000_enquiry_mails_workflow_gone.down,
    name: '20261128_150000_enquiry_mails_workflow_gone',
  },
]
