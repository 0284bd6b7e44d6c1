/**
 * A published post dated in the future stays off every page until its date (src/features/content/blog.ts), and
 * nobody saves anything when that date arrives. So each app instance keeps one timer, set for the date of the
 * next such post, that refreshes its own cached pages then (the blog, the home page's teaser, the article and
 * its cached 404), exactly as a save would. The timer is set again on start and after every refresh: any save
 * may add, move, unpublish or delete such a post.
 *
 * Why a timer in each instance rather than a job queued for the date: every instance has to refresh its own
 * cache anyway, a timer needs no worker to be running and fires on the second, and it needs no new job type
 * (Payload keeps job types in a database enum, so one more would need a migration).
 */

/** setTimeout waits at most about 24.8 days; a later date is looked up again after a day. */
const LONGEST_WAIT_MS = 24 * 3_600_000
/** A little after the date, so the render that follows counts the post as dated "now or earlier". */
const AFTER_DATE_MS = 250

export function followPostDates({
  nextDate,
  refresh,
}: {
  /** The date of the next published post dated in the future, or null. */
  nextDate: () => Promise<Date | null>
  /** Refreshes this instance's cached pages. */
  refresh: () => Promise<void>
}): { reschedule: () => Promise<void>; stop: () => void } {
  let timer: NodeJS.Timeout | undefined
  let stopped = false

  async function reschedule(): Promise<void> {
    clearTimeout(timer)
    if (stopped) return
    let date: Date | null
    try {
      date = await nextDate()
    } catch (error) {
      // The database is away: the next save, or the listener's reconnection, sets the timer again.
      console.warn(`[site-cache] could not read the next post date: ${String(error)}`)
      return
    }
    if (!date || stopped) return
    const wait = date.getTime() - Date.now() + AFTER_DATE_MS
    clearTimeout(timer)
    timer = setTimeout(
      () => {
        if (wait > LONGEST_WAIT_MS) return void reschedule()
        refresh()
          .catch((error) => console.error(`[site-cache] refresh at a post's date failed: ${String(error)}`))
          .finally(() => void reschedule())
      },
      Math.min(Math.max(wait, 0), LONGEST_WAIT_MS),
    )
    timer.unref()
  }

  return {
    reschedule,
    stop: () => {
      stopped = true
      clearTimeout(timer)
    },
  }
}
