import type { AuditLine, PersonReport } from '@/lib/privacy/person'

/** The answer of POST /api/privacy/lookup (src/lib/privacy/person.ts). */
export type { AuditLine, PersonReport }
