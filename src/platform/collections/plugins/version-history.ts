import type { CollectionConfig, Config, EditConfig, GlobalConfig } from 'payload'

import { editedByField } from '../fields/edited-by'

const VersionHistory = '/src/platform/admin/versions/VersionHistory#VersionHistory'

/** The document views with our Versions tab in place of Payload's. */
const withVersionHistory = (edit: EditConfig | undefined) =>
  ({ ...edit, versions: { Component: VersionHistory } }) as EditConfig

const hasDrafts = (versions: CollectionConfig['versions'] | GlobalConfig['versions']) =>
  Boolean(versions && typeof versions === 'object' && versions.drafts)

/**
 * Every collection and global editors publish (drafts and versions: posts, testimonials, courses, destinations,
 * the pages) records who saved each state (`editedBy`) and lists its versions with that author and the time on
 * Madrid's clock (src/platform/admin/versions/VersionHistory.tsx). Payload's own Versions tab has fixed columns, no
 * author, and writes each time in the zone of whichever computer renders it.
 */
export function versionHistory(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      hasDrafts(collection.versions)
        ? {
            ...collection,
            fields: [...collection.fields, editedByField],
            admin: {
              ...collection.admin,
              components: {
                ...collection.admin?.components,
                views: {
                  ...collection.admin?.components?.views,
                  edit: withVersionHistory(collection.admin?.components?.views?.edit),
                },
              },
            },
          }
        : collection,
    ),
    globals: config.globals?.map((global) =>
      hasDrafts(global.versions)
        ? {
            ...global,
            fields: [...global.fields, editedByField],
            admin: {
              ...global.admin,
              components: {
                ...global.admin?.components,
                views: {
                  ...global.admin?.components?.views,
                  edit: withVersionHistory(global.admin?.components?.views?.edit),
                },
              },
            },
          }
        : global,
    ),
  }
}
