import type { AuditLine, PersonReport } from '../person'

/** The answer of POST /api/privacy/lookup (src/features/privacy/person.ts). */
export type { AuditLine, PersonReport }
