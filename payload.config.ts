import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import {
  AuditEvents,
  BlogPosts,
  Contacts,
  Courses,
  Destinations,
  EmailCampaigns,
  EmailDeliveries,
  EmailTemplates,
  EnquiryEvents,
  Media,
  NewsletterSubscriptions,
  Schools,
  Suppressions,
  Testimonials,
  Users,
} from './src/platform/collections'
import { staffTranslations } from '@/platform/admin/i18n/catalog'
import { campaignDetailRoute, staffViewPaths } from '@/platform/admin/ui/paths'
import { Company } from '@/features/content/globals/Company'
import { PriceRules, Proposals, TripRequests } from '@/features/trips/collections'
import { pageGlobalConfigs } from '@/features/content/globals/pages'
import { adminInBothLanguages } from '@/platform/collections/plugins/admin-language'
import { redirects } from '@/features/content/plugins/redirects'
import { schedulePublishFirst } from '@/platform/collections/plugins/schedule-publish-first'
import { untitledDrafts } from '@/platform/collections/plugins/untitled-documents'
import { versionHistory } from '@/platform/collections/plugins/version-history'
import { lockChecksInTransaction } from '@/platform/db/request-scope'
import { seo } from '@/features/content/plugins/seo'
import { defaultLocale, localeLabels, locales } from '@i18n/locales'
import { enquiryQueuesProcessingOrder } from '@/features/enquiries/jobs/enquiry-queues'
import { followupTasks } from '@/features/enquiries/jobs/followup-tasks'
import { mailTasks } from '@/platform/jobs/mail-tasks'
import { NewsletterSignupRequests } from '@/features/audience/collections/NewsletterSignupRequests'
import { retentionTask } from '@/features/privacy/jobs/retention'
import { assertProductionConfig, databasePoolMax, databaseUri, payloadSecret, serverUrl } from '@/platform/env'
import { STAFF_DATE_PATTERN } from '@/platform/i18n/staff-dates'
import { mapInputErrors } from '@/platform/input-errors'
import { mailSettings } from '@/platform/mail/settings'
import { mediaStorage } from '@/platform/media-storage'
import { globalPaths, previewUrlOf } from '@/features/content/preview/public-path'
import { createTransport } from '@/platform/mail/transport'
import { prepareDatabase } from '@/platform/db/prepare-on-start'

const dirname = path.dirname(fileURLToPath(import.meta.url))

assertProductionConfig()
const mail = mailSettings()

export default buildConfig({
  serverURL: serverUrl(),
  secret: payloadSecret(),
  // Payload's REST lives under /api/cms so that /api/* can answer the product's own contract exactly, with the
  // shapes and errors the site and the staff screens expect (docs/product.md › The /api contract).
  routes: { api: '/api/cms' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: {
      titleSuffix: ' · Madrid Edu Travel',
      defaultOGImageType: 'off',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/icon.svg' }],
    },
    // Dates in Payload's lists and versions in the admin language's short form ("26 nov 2026, 22:56").
    dateFormat: STAFF_DATE_PATTERN,
    // Gravatar would send a hash of each staff email to a third party on every admin page view.
    avatar: 'default',
    // Live preview beside the edit form, in the language being edited, at phone and desktop widths: the page
    // opened in the staff member's draft mode, refreshed at each autosave (src/features/content/preview).
    livePreview: {
      collections: ['blog-posts', 'testimonials', 'courses', 'destinations'],
      globals: Object.keys(globalPaths),
      breakpoints: [
        { name: 'phone', label: 'Phone', width: 390, height: 844 },
        { name: 'desktop', label: 'Desktop', width: 1440, height: 900 },
      ],
      url: ({ collectionConfig, globalConfig, data, locale }) =>
        previewUrlOf(
          globalConfig ? { global: globalConfig.slug } : { collection: collectionConfig?.slug ?? '', doc: data },
          locale?.code,
        ),
    },
    // The agency works in Madrid time: "Schedule publish" offers it first and picks it by default (Payload's own
    // list has no Madrid), so a post scheduled for 9:00 appears at 9:00 in Spain whatever the editor's computer says.
    timezones: {
      defaultTimezone: 'Europe/Madrid',
      supportedTimezones: ({ defaultTimezones }) => [
        { label: 'Madrid (Europe/Madrid)', value: 'Europe/Madrid' },
        ...defaultTimezones.filter(({ value }) => value !== 'Europe/Madrid'),
      ],
    },
    // Notices: one visible at a time, shown for 5 seconds (docs/product.md › Notices and states).
    toast: { duration: 5000, limit: 1 },
    components: {
      // The agency's mark instead of Payload's (navigation, sign-in screen).
      graphics: { Icon: '/src/platform/admin/brand/Brand#Icon', Logo: '/src/platform/admin/brand/Brand#Logo' },
      // The Locale switcher only where there is text in two languages; the staff member's admin language kept on
      // their account, for the mails written to them; the date fields written in that language from their first
      // drawing; the notices' names for screen readers in that language.
      providers: [
        '/src/platform/admin/ui/LocalizerVisibility#LocalizerVisibility',
        '/src/platform/admin/ui/RememberAdminLanguage#RememberAdminLanguage',
        '/src/platform/admin/ui/DatePickerLanguage#DatePickerLanguage',
        '/src/platform/admin/ui/ToastLabels#ToastLabels',
      ],
      // The staff Dashboard (docs/product.md › Staff screens) replaces Payload's default dashboard (it keeps links to every collection).
      // Email Marketing, Campaign Creator and Privacy are staff screens of their own (/admin/email-marketing, ...).
      views: {
        dashboard: { Component: '/src/features/dashboard#Dashboard' },
        emailMarketing: {
          Component: '/src/features/email-marketing#EmailMarketing',
          path: staffViewPaths.emailMarketing,
          exact: true,
          meta: { title: 'Email Marketing' },
        },
        campaignDetail: {
          Component: '/src/features/campaigns/admin/detail#CampaignDetail',
          path: campaignDetailRoute,
          meta: { title: 'Campaign' },
        },
        campaignCreator: {
          Component: '/src/features/campaigns/admin/creator#CampaignCreator',
          path: staffViewPaths.campaignCreator,
          exact: true,
          meta: { title: 'Campaign Creator' },
        },
        privacy: {
          Component: '/src/features/privacy/admin#Privacy',
          path: staffViewPaths.privacy,
          exact: true,
          meta: { title: 'Privacy' },
        },
      },
      // Links to those screens in Payload's side navigation.
      afterNavLinks: ['/src/platform/admin/ui/NavLinks#NavLinks'],
    },
  },
  collections: [
    BlogPosts,
    Testimonials,
    Courses,
    Destinations,
    PriceRules,
    Contacts,
    TripRequests,
    Proposals,
    NewsletterSubscriptions,
    NewsletterSignupRequests,
    Schools,
    EmailCampaigns,
    EmailDeliveries,
    EmailTemplates,
    EnquiryEvents,
    Media,
    Users,
    Suppressions,
    AuditEvents,
  ],
  // Every marketing page's content (headings, texts, figures, lists, images), one global per page.
  globals: [Company, ...pageGlobalConfigs],
  // SMTP from the environment, or .eml files under MAIL_DIR in development (src/platform/mail/transport.ts).
  email: nodemailerAdapter({
    defaultFromAddress: mail.from.address,
    defaultFromName: mail.from.name,
    transport: createTransport(mail),
    skipVerify: true,
  }),
  // Mail, publications and the daily retention job run as jobs persisted in PostgreSQL (retries, nothing lost on
  // a crash). No autoRun: the job runner runs every queue and its schedules (src/platform/jobs/runner.ts), in the
  // app in development and in `npm run jobs` in production.
  jobs: {
    tasks: [...mailTasks, ...followupTasks, retentionTask],
    processingOrder: { queues: enquiryQueuesProcessingOrder },
    // Kept when done: Payload claims a job by reading then updating it, so two workers' ticks can both run one
    // (the campaign sweep, every minute). Deleted on completion, the second run then failed writing its log and
    // Payload left that transaction open, a pooled connection lost each time (tests/int/jobs-race.int.spec.ts).
    // The job runner deletes finished jobs after a day (deleteFinishedJobs, src/platform/jobs/stale-jobs.ts).
    deleteJobOnComplete: false,
  },
  // The admin in English or Spanish (each staff member picks it under Account; the browser's language at
  // first): Payload's own texts and validation messages, our labels written as { en, es }, and the staff screens'
  // texts (namespace `staff`, src/platform/admin/i18n), so Payload's views and ours read one catalog.
  i18n: { supportedLanguages: { en, es }, fallbackLanguage: defaultLocale, translations: staffTranslations },
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  // SEO fields on posts and pages; old post addresses redirected after a slug change. Uploaded images on local
  // disk, or in an S3-compatible bucket when S3_* is set (src/platform/media-storage.ts). Who saved each version, in
  // the Versions tab (src/platform/collections/plugins/version-history.ts); drafts saved before their title named "Untitled".
  // Last: every label, group and option of ours (plugins' included) in English and Spanish.
  plugins: [
    seo,
    redirects,
    mediaStorage(),
    schedulePublishFirst,
    versionHistory,
    untitledDrafts,
    lockChecksInTransaction,
    adminInBothLanguages,
  ],
  editor: lexicalEditor(),
  db: postgresAdapter({
    // Waiting for a connection is bounded, so requests fail fast with a 503 while PostgreSQL is down
    // instead of hanging (src/platform/db/unavailable.ts).
    // JIT compilation off for this app's connections: its queries are short, and PostgreSQL compiled the long
    // lists' plans (over its cost threshold at 100,000 schools) for about 175 ms before their first row, more
    // than the query itself (docs/operating.md › Memory). PGlite has no JIT and ignores the option.
    pool: {
      connectionString: databaseUri(),
      max: databasePoolMax(),
      connectionTimeoutMillis: 5000,
      options: '-c jit=off',
    },
    // The schema is owned by the committed migrations in src/migrations; they run on start (src/platform/db/prepare-on-start.ts).
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  // Nothing of ours uses GraphQL and Payload's admin talks REST: switched off, /api/cms/graphql is a 404. Its
  // complexity limit ignores `limit`, so one anonymous query of many aliases could stall the server.
  graphQL: { disable: true },
  hooks: { afterError: [mapInputErrors] },
  // Payload reports usage to its makers unless told not to.
  telemetry: false,
  onInit: prepareDatabase,
})
