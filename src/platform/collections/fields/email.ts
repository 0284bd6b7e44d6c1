import type { EmailField } from 'payload'

import { normalizeEmail } from '@/platform/email-address'

/** An email stored trimmed and lower-cased, unique where one row stands for one person. */
export function emailField(overrides: Partial<EmailField> = {}): EmailField {
  return {
    name: 'email',
    type: 'email',
    required: true,
    unique: true,
    index: true,
    hooks: { beforeValidate: [({ value }) => normalizeEmail(value)] },
    ...overrides,
  } as EmailField
}
