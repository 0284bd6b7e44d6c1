/**
 * Next.js calls register() once when the server starts. The Node.js-only start-up lives in its own
 * modules so the Edge build of this file never sees them.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    // The server's clock reads Madrid time: Payload writes some admin dates on the server in the process's own zone
    // (a version's time in the compare view and in the Restore dialog), which on a UTC host was an hour or two off
    // the Versions tab. Everything else the app writes names its zone itself (src/platform/i18n/staff-dates.ts).
    const { AGENCY_TIME_ZONE } = await import('@/platform/i18n/staff-dates')
    process.env.TZ = AGENCY_TIME_ZONE
    // Every request passes the gate before Next.js sees it: peer address recorded, early refusals, old addresses.
    const [{ openRequestGate }, { movedTo }] = await Promise.all([
      import('@/platform/request-gate'),
      import('@/features/content/moved-paths'),
    ])
    openRequestGate({ movedTo })
    const { startPayload } = await import('@/start-payload')
    await startPayload()
    const { isBuildPhase } = await import('@/platform/env')
    if (process.env.NODE_ENV === 'production' && !isBuildPhase()) {
      // Other instances' saves refresh this instance's cached pages too (src/features/content/site-cache/broadcast.ts), and so
      // does the date of a post published ahead of its day (src/features/content/site-cache/post-dates.ts).
      const [{ listenForSiteChanges, revalidateThisInstance }, { followPostDates }, { nextPostDate }, payload] =
        await Promise.all([
          import('@/features/content/site-cache/broadcast'),
          import('@/features/content/site-cache/post-dates'),
          import('@/features/content/blog'),
          import('@/start-payload').then(({ startedPayload }) => startedPayload()),
        ])
      const postDates = followPostDates({ nextDate: () => nextPostDate(payload), refresh: revalidateThisInstance })
      listenForSiteChanges(async () => {
        await revalidateThisInstance()
        await postDates.reschedule()
      })
      await postDates.reschedule()
    }
  }
}
