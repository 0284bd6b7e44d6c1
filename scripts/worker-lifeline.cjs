/**
 * Preloaded into the job worker by scripts/jobs.mjs (`node --require`), before Payload's CLI loads anything: when
 * the launcher is gone (killed, even with SIGKILL), the IPC channel to it closes and the worker stops as on
 * SIGTERM. Once running, src/jobs/worker.ts handles SIGTERM (claims handed back, then exit within 10 s); during
 * its start the signal's default action ends it at once. Without this, a worker whose launcher a supervisor
 * killed would live on with nobody to stop it, still mailing.
 */
if (process.send) {
  // Already gone while this process started: nothing will tell it again.
  if (!process.connected) process.kill(process.pid, 'SIGTERM')
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'))
}
