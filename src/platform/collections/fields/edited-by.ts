import type { Field, FieldHook } from 'payload'

/**
 * Who saved this state of the document: the staff member's name (their email when they have none), written from
 * the signed-in user on every save. It is part of the document, so each version keeps its own: the Versions tab
 * lists it as the version's author (src/platform/admin/versions). A save without a person (a scheduled publication, the
 * seed) keeps the name of whoever wrote the content.
 */
const fromSignedInUser: FieldHook = ({ req, value }) => {
  const user = req.user as { name?: string | null; email?: string | null } | null | undefined
  if (!user) return value
  return user.name?.trim() || user.email || value
}

export const editedByField: Field = {
  name: 'editedBy',
  type: 'text',
  label: { en: 'Last edited by', es: 'Última edición de' },
  admin: { position: 'sidebar', readOnly: true },
  hooks: { beforeChange: [fromSignedInUser] },
}
