#!/usr/bin/env node
/**
 * Adds (or replaces) messages in i18n/en.json and i18n/es.json from two flat JSON files and keeps the
 * catalogs sorted by id:  node scripts/i18n-merge.mjs new.en.json new.es.json
 * Refuses to write when the two files do not have exactly the same ids.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs'

const [enFile, esFile] = process.argv.slice(2)
if (!enFile || !esFile) {
  console.error('usage: node scripts/i18n-merge.mjs <en.json> <es.json>')
  process.exit(2)
}
const read = (f) => JSON.parse(readFileSync(f, 'utf8'))
const add = { en: read(enFile), es: read(esFile) }
const a = Object.keys(add.en).sort()
const b = Object.keys(add.es).sort()
if (a.join('\n') !== b.join('\n')) {
  console.error(
    'the two files differ in ids:',
    a.filter((k) => !b.includes(k)),
    b.filter((k) => !a.includes(k)),
  )
  process.exit(1)
}
for (const lang of ['en', 'es']) {
  const file = `i18n/${lang}.json`
  const merged = { ...read(file), ...add[lang] }
  const sorted = Object.fromEntries(
    Object.keys(merged)
      .sort()
      .map((k) => [k, merged[k]]),
  )
  writeFileSync(`${file}.tmp`, JSON.stringify(sorted, null, 2) + '\n')
  renameSync(`${file}.tmp`, file)
}
console.log(`merged ${a.length} messages into i18n/en.json and i18n/es.json`)
