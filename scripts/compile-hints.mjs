/**
 * Runs after `next build` (npm run build): marks the framework chunks every page loads first (Next's
 * `rootMainFiles`: the Turbopack runtime, React DOM and Next's client) with V8's explicit compile hint
 * `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints).
 *
 * Why: every function of those chunks runs while the page starts, but V8 compiles inner functions lazily, on
 * the main thread, the first time each is called. Measured with a CPU profile at 4× slowdown, that lazy
 * compilation was most of the page's first long task (about 250 of 415 ms on the home page), and so most of
 * Lighthouse's Total Blocking Time. With the hint, Chromium compiles the whole chunk while it streams in, on a
 * background thread. Browsers without the hint read a comment. Running it twice changes nothing.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

const HINT = '//# allFunctionsCalledOnLoad\n'
const dist = path.resolve(process.argv[2] || '.next')
const { rootMainFiles } = JSON.parse(readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'))
if (!rootMainFiles?.length)
  throw new Error(`${dist}/build-manifest.json lists no rootMainFiles: did next build change?`)

let marked = 0
for (const file of rootMainFiles) {
  const chunk = path.join(dist, file)
  const code = readFileSync(chunk, 'utf8')
  if (code.startsWith(HINT)) continue
  writeFileSync(chunk, HINT + code)
  marked++
}
console.log(`compile hints: ${marked} of ${rootMainFiles.length} first-load chunks marked`)
