/**
 * Runs after `next build` (npm run build): bundles the two programs that run beside the app, each with
 * payload.config.ts and everything of ours it imports, into one JavaScript file each, started with plain `node`: no
 * TypeScript compiled at run time. The job worker (src/platform/jobs/worker-main.ts) into `.next/jobs-worker.mjs`,
 * which `npm run jobs` starts; the set-up step (src/seed/setup.ts) into `.next/setup.mjs`, which `npm start` runs
 * before the app. Packages stay in node_modules, loaded by Node as the app
 * loads them; the import aliases of tsconfig.json are resolved here by esbuild.
 *
 * `import.meta.url` in our own files is replaced by the file's own address, as Next's bundler does: the config
 * and the media collection find folders relative to themselves, not to the bundle.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'

import { build } from 'esbuild'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const BUNDLES = [
  { name: 'job worker', entry: 'src/platform/jobs/worker-main.ts', outfile: '.next/jobs-worker.mjs' },
  { name: 'set-up step', entry: 'src/seed/setup.ts', outfile: '.next/setup.mjs' },
]

const ownFileUrls = {
  name: 'own-file-urls',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined
      const source = await readFile(args.path, 'utf8')
      if (!source.includes('import.meta.url')) return undefined
      return {
        contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }
    })
  },
}

/**
 * Next's entry points (`next/cache`, `next/server`) are files beside its package.json, with no `exports` map:
 * bundlers and tsx find `next/cache.js` from `next/cache`, Node's ESM loader does not.
 */
const nextEntryFiles = {
  name: 'next-entry-files',
  setup(b) {
    b.onResolve({ filter: /^next\/[a-z-]+$/ }, (args) => ({ path: `${args.path}.js`, external: true }))
  },
}

for (const bundle of BUNDLES) {
  const started = performance.now()
  await build({
    entryPoints: [path.join(root, bundle.entry)],
    outfile: path.join(root, bundle.outfile),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [ownFileUrls, nextEntryFiles],
  })
  console.log(`${bundle.name}: bundled into ${bundle.outfile} in ${Math.round(performance.now() - started)} ms`)
}
