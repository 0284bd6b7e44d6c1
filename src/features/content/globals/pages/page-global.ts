import type { Field, GlobalConfig } from 'payload'

import { isAdminUser } from '@/platform/access'
import { forgetMissingSpanishAfterChange } from '@/features/content/hooks/forget-missing-spanish'
import { revalidatePageAfterPublish } from '@/features/content/hooks/revalidate-site'
import type { Bilingual } from './fields'

/**
 * A marketing page as a Payload global: its content fields plus what every page shares. Editors save
 * drafts (autosaved) and publish when ready, or schedule the publication; the site shows only the
 * published version, and publishing re-renders the page (`path`, e.g. '/about') in both languages.
 */
export function pageGlobal({
  slug,
  path,
  label,
  description,
  dbName,
  fields,
  keepEveryVersion = false,
}: {
  slug: string
  path: string
  /** A shorter table name, where the slug would make PostgreSQL names longer than its 63 characters. */
  dbName?: string
  label: Bilingual
  description?: Bilingual
  fields: Field[]
  /** Keep the whole version history instead of the last 50 (a text people agree to must stay provable). */
  keepEveryVersion?: boolean
}): GlobalConfig {
  return {
    slug,
    ...(dbName ? { dbName } : {}),
    // Read by the list of pages (./index.ts): which route this global renders.
    custom: { path },
    label: { ...label },
    admin: { group: { en: 'Pages', es: 'Páginas' }, ...(description ? { description: { ...description } } : {}) },
    // Visitors (and the REST/GraphQL APIs without a session) read only the published version; a draft
    // never leaves the admin.
    access: {
      read: ({ req }) => isAdminUser(req.user) || { _status: { equals: 'published' } },
      readVersions: ({ req }) => isAdminUser(req.user),
      update: ({ req }) => isAdminUser(req.user),
    },
    versions: { drafts: { autosave: true, schedulePublish: true }, max: keepEveryVersion ? 0 : 50 },
    hooks: { afterChange: [revalidatePageAfterPublish(path), forgetMissingSpanishAfterChange] },
    fields,
  }
}
