import type { Field } from 'payload'

/** Where a document stands in its list on the site (courses, destinations): lower first, 100 for a new one. */
export const orderField: Field = {
  name: 'order',
  label: { en: 'Order', es: 'Orden' },
  type: 'number',
  defaultValue: 100,
  index: true,
  admin: {
    position: 'sidebar',
    description: { en: 'Lower numbers come first.', es: 'Los números más bajos aparecen primero.' },
  },
}
