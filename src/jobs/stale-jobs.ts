import type { TaskConfig, Where } from 'payload'

import { mailSettings } from '@/lib/mail/settings'

type BeforeScheduleFn = NonNullable<NonNullable<NonNullable<TaskConfig['schedule']>[number]['hooks']>['beforeSchedule']>

/**
 * beforeSchedule for a recurring task. Payload's default never schedules again while a job of the task is
 * "processing" — and a worker killed mid-job leaves it processing for ever. This hands such a job back to
 * the queue once it is older than the claim timeout (its work is idempotent), then schedules a new run
 * only when none is waiting.
 */
export function staleJobGuard(taskSlug: string): BeforeScheduleFn {
  return async ({ req, queueable }) => {
    const stale = new Date(Date.now() - mailSettings().claimTimeoutMs).toISOString()
    const open: { and: Where[] } = {
      and: [{ taskSlug: { equals: taskSlug } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }],
    }
    await req.payload.update({
      collection: 'payload-jobs',
      where: { and: [...open.and, { processing: { equals: true } }, { updatedAt: { less_than: stale } }] },
      data: { processing: false },
      overrideAccess: true,
      depth: 0,
    })
    const { totalDocs } = await req.payload.count({ collection: 'payload-jobs', where: open, overrideAccess: true })
    return { shouldSchedule: totalDocs === 0, input: {}, waitUntil: queueable.waitUntil }
  }
}
