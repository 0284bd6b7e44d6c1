import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import {
  BlogPosts,
  Contacts,
  EmailCampaigns,
  Media,
  NewsletterSubscriptions,
  Schools,
  Testimonials,
  Users,
} from './collections'
import { defaultLocale, localeLabels, locales } from './i18n/locales'
import { assertProductionConfig, databasePoolMax, databaseUri, payloadSecret, serverUrl } from './src/lib/env'
import { bootstrap } from './src/seed/bootstrap'

const dirname = path.dirname(fileURLToPath(import.meta.url))

assertProductionConfig()

export default buildConfig({
  serverURL: serverUrl(),
  secret: payloadSecret(),
  // Payload's REST lives under /api/cms so that /api/* can implement SPEC §7 exactly (DESIGN.md "The /api contract").
  routes: { api: '/api/cms' },
  admin: {
    user: Users.slug,
    importMap: { baseDir: dirname },
    meta: { titleSuffix: ' · Madrid Edu Travel', defaultOGImageType: 'off' },
    // Gravatar would send a hash of each staff email to a third party on every admin page view.
    avatar: 'default',
    components: {
      // The staff Dashboard of SPEC §2 replaces Payload's default dashboard (it keeps links to every collection).
      // Email Marketing and Campaign Creator are staff screens of their own (/admin/email-marketing, ...).
      views: {
        dashboard: { Component: '/admin-views/Dashboard#Dashboard' },
        emailMarketing: {
          Component: '/admin-views/EmailMarketing#EmailMarketing',
          path: '/email-marketing',
          exact: true,
          meta: { title: 'Email Marketing' },
        },
        campaignCreator: {
          Component: '/admin-views/CampaignCreator#CampaignCreator',
          path: '/campaign-creator',
          exact: true,
          meta: { title: 'Campaign Creator' },
        },
      },
      // Links to those two screens in Payload's side navigation.
      afterNavLinks: ['/admin-views/shared/NavLinks#NavLinks'],
    },
  },
  collections: [BlogPosts, Testimonials, Contacts, NewsletterSubscriptions, Schools, EmailCampaigns, Media, Users],
  localization: {
    locales: locales.map((code) => ({ code, label: localeLabels[code] })),
    defaultLocale,
    fallback: true,
  },
  editor: lexicalEditor(),
  db: postgresAdapter({
    pool: { connectionString: databaseUri(), max: databasePoolMax() },
    // The schema is owned by the committed migrations in src/migrations; they run on start (bootstrap).
    push: false,
    migrationDir: path.resolve(dirname, 'src/migrations'),
  }),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts') },
  graphQL: { disablePlaygroundInProduction: true },
  onInit: bootstrap,
})
