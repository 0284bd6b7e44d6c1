import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { isAdminUser } from '@/platform/access'
import { type AuditAction, recordAudit } from '../audit'

/**
 * Staff actions on personal data go to the audit trail (src/features/privacy/audit.ts), whichever way they are done:
 * through the /api endpoints of the Dashboard or in Payload's own admin (including bulk actions). The entry is
 * written in the same transaction as the change, so a change that fails leaves no entry. Writes by the system
 * (public forms, scheduled jobs) have no signed-in user and are recorded by their own code where relevant.
 */

type Doc = { id: number | string; email?: string | null; processed?: boolean | null; deletedAt?: string | null }

function staffActor(req: PayloadRequest) {
  return isAdminUser(req.user) ? { id: req.user!.id, email: req.user!.email } : null
}

const describe: Record<'process' | 'trash' | 'restore' | 'delete', (what: string) => string> = {
  process: (what) => `Marked ${what} as processed`,
  trash: (what) => `Moved ${what} to the trash`,
  restore: (what) => `Restored ${what} from the trash`,
  delete: (what) => `Deleted ${what} permanently`,
}

async function record(req: PayloadRequest, action: keyof typeof describe, slug: string, label: string, doc: Doc) {
  const actor = staffActor(req)
  if (!actor) return
  await recordAudit(req, {
    action: action satisfies AuditAction,
    actor,
    collection: slug,
    documentIds: [doc.id],
    subjectEmail: doc.email ?? undefined,
    summary: describe[action](`${label} #${doc.id}`),
  })
}

/** Enquiries: Mark as Processed, Trash and Restore are updates of `processed` and `deletedAt`. */
export function auditContactChanges(label: string): CollectionAfterChangeHook {
  return async ({ collection, doc, operation, previousDoc, req }) => {
    if (operation !== 'update' || !previousDoc) return doc
    const before = previousDoc as Doc
    const after = doc as Doc
    if (!before.processed && after.processed) await record(req, 'process', collection.slug, label, after)
    if (!before.deletedAt && after.deletedAt) await record(req, 'trash', collection.slug, label, after)
    if (before.deletedAt && !after.deletedAt) await record(req, 'restore', collection.slug, label, after)
    return doc
  }
}

export function auditDelete(label: string): CollectionAfterDeleteHook {
  return async ({ collection, doc, req }) => {
    await record(req, 'delete', collection.slug, label, doc as Doc)
    return doc
  }
}
