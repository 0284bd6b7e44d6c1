import { inject } from 'vitest'

import { intWorkerPorts } from './ports'

/** This Vitest worker's number, from 1 (at most TEST_INT_WORKERS files run at once, each under its own). */
const workerId = () => Number(process.env.VITEST_POOL_ID || 1)

/** This Vitest worker's share of the run (tests/helpers/global-setup.ts): its own database and app server. */
function share() {
  const workers = inject('workers')
  const id = workerId()
  const mine = workers[(id - 1) % workers.length]
  if (!mine) throw new Error(`no database for worker ${id} (${workers.length} made)`)
  return mine
}

/** The database this worker's files read and write, a copy of the run's template. */
export const workerDatabaseUri = (): string => share().databaseUri

/** The app server (the production build) serving this worker's database. */
export function appUrl(): string {
  const url = share().appUrl
  if (!url) throw new Error('this run started no app server (TEST_INT_NO_APP=1): run it with the build')
  return url
}

/** The ports this worker's files may open for servers of their own (a second app, nginx, another site). */
export const workerPorts = () => intWorkerPorts(workerId())
