import type { Config } from 'payload'

const PublishButton = '/src/platform/admin/ui/PublishButton#PublishButton'

const schedulesPublish = (versions: unknown) =>
  Boolean((versions as { drafts?: { schedulePublish?: unknown } } | undefined)?.drafts?.schedulePublish)

/**
 * Every collection and global with "Schedule publish" gets the admin's Publish button whose schedule dialog starts
 * on "Publish" (src/platform/admin/ui/PublishButton.tsx): Payload's starts on "Unpublish" whenever the document has
 * no draft newer than its published version, which is how editors open it, and scheduled the wrong thing.
 */
export function schedulePublishFirst(config: Config): Config {
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      schedulesPublish(collection.versions) && !collection.admin?.components?.edit?.PublishButton
        ? {
            ...collection,
            admin: {
              ...collection.admin,
              components: {
                ...collection.admin?.components,
                edit: { ...collection.admin?.components?.edit, PublishButton },
              },
            },
          }
        : collection,
    ),
    globals: config.globals?.map((global) =>
      schedulesPublish(global.versions) && !global.admin?.components?.elements?.PublishButton
        ? {
            ...global,
            admin: {
              ...global.admin,
              components: {
                ...global.admin?.components,
                elements: { ...global.admin?.components?.elements, PublishButton },
              },
            },
          }
        : global,
    ),
  }
}
