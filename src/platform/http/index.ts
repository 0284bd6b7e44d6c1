/**
 * Every handler of the /api contract, for the route files under src/app/api to import from this one module.
 *
 * Why one module: Turbopack gives each distinct set of modules that route files import its own copy of the app's
 * server code (Payload's config, collections, endpoints: one 2.7 MB chunk). Imported per endpoint file, that was
 * 15 identical copies, loaded one by one as routes are first asked for; from here, the /api routes share one.
 */
export { check, login, logout } from '@/features/staff/api/admin-auth'
export {
  cancelCampaign,
  createCampaign,
  getCampaign,
  listCampaignRecipients,
  listCampaigns,
  pauseCampaign,
  previewCampaign,
  resumeCampaign,
  scheduleCampaign,
  sendCampaign,
  testCampaign,
} from '@/features/campaigns/api/campaigns'
export {
  contactsPageRead,
  createContact,
  getContact,
  listAllContacts,
  listErasmusContacts,
  listSchoolContacts,
  listTrashedContacts,
  processContact,
  restoreContact,
  trashContact,
} from '@/features/enquiries/api/contacts'
export { createTemplate, listTemplates } from '@/features/campaigns/api/email-templates'
export {
  addNote,
  getTimeline,
  inviteColleague,
  listStaff,
  patchContact,
  sendReply,
} from '@/features/enquiries/api/followup'
export { health } from './health'
export { json } from './http'
export {
  deleteSubscription,
  listSubscriptions,
  subscribe,
  subscriptionsPageRead,
  uploadSubscribersCsv,
} from '@/features/audience/api/newsletter'
export { erase, exportData, lookup } from '@/features/privacy/api'
export { getBlogPost, listBlog, listTestimonials } from '@/features/content/api/public-content'
export { redirects } from '@/features/content/api/redirects'
export {
  clearSchoolBounce,
  listSchools,
  schoolSelectionCount,
  schoolsPageRead,
  uploadSchoolsCsv,
} from '@/features/audience/api/schools'
export { siteChanged } from '@/features/content/api/site-changed'
export { unsubscribe, unsubscribeLink } from '@/features/audience/api/unsubscribe'
export { followCampaignLink } from '@/features/campaigns/api/campaign-links'
export { countCampaignOpen } from '@/features/campaigns/api/campaign-opens'
export { createTripRequest, enquiryTripRead } from '@/features/trips/api'
