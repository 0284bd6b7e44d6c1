// Makes the run's template database for scripts/test.mjs, which passes it to both suites (TEST_TEMPLATE_DB) so
// that the production build migrates and seeds once per run, not once per suite. Prints its name last.
// `drop NAME` drops it again.
import { testPort } from './ports'
import { templateDatabase } from './template-database'
import { dropTestDatabase } from './test-database'

const [command, name] = process.argv.slice(2)
if (command === 'drop' && name) {
  await dropTestDatabase(name)
} else {
  // Named after the runner that will drop it (TEST_RUN_OWNER), so no suite of this run takes it for a leftover.
  const template = await templateDatabase(testPort(60), Number(process.env.TEST_RUN_OWNER) || process.pid)
  console.log(template.name)
}
