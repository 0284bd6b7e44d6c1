import type { CollectionConfig, Config, Field } from 'payload'

const UntitledCell = '/src/platform/admin/ui/Untitled#UntitledCell'
const UntitledHeading = '/src/platform/admin/ui/Untitled#UntitledHeading'

/** `field` with the title cell when it is the collection's title (`name`), looking inside tabs and rows. */
function withTitleCell(field: Field, name: string): Field {
  if (field.type === 'tabs') {
    return {
      ...field,
      tabs: field.tabs.map((tab) =>
        'name' in tab && tab.name ? tab : { ...tab, fields: tab.fields.map((f) => withTitleCell(f, name)) },
      ),
    }
  }
  if (field.type === 'row' || (field.type === 'collapsible' && !('name' in field))) {
    return { ...field, fields: field.fields.map((f) => withTitleCell(f, name)) }
  }
  if (!('name' in field) || field.name !== name || field.type === 'ui') return field
  if (field.admin?.components && 'Cell' in field.admin.components && field.admin.components.Cell) return field
  return {
    ...field,
    admin: { ...field.admin, components: { ...field.admin?.components, Cell: UntitledCell } },
  } as Field
}

function untitledDocuments(collection: CollectionConfig): CollectionConfig {
  const useAsTitle = collection.admin?.useAsTitle
  const hasDrafts = Boolean(
    collection.versions && typeof collection.versions === 'object' && collection.versions.drafts,
  )
  if (!useAsTitle || useAsTitle === 'id' || !hasDrafts) return collection
  const components = collection.admin?.components
  return {
    ...collection,
    fields: collection.fields.map((field) => withTitleCell(field, useAsTitle)),
    admin: {
      ...collection.admin,
      components: {
        ...components,
        edit: {
          ...components?.edit,
          beforeDocumentControls: [...(components?.edit?.beforeDocumentControls ?? []), UntitledHeading],
        },
      },
    },
  }
}

/**
 * A draft is saved before its title is written (Create New saves at once): Payload then names it by its id, "15",
 * in its list's title column, its heading and its breadcrumb. Collections with drafts name it "Untitled"
 * ("Sin título") in the admin language instead, in the list and in the edit view (src/platform/admin/ui/Untitled.tsx).
 */
export function untitledDrafts(config: Config): Config {
  return { ...config, collections: config.collections?.map(untitledDocuments) }
}
