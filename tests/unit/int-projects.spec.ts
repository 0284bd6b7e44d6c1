import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { OWN_PROCESS, SERIAL } from '../../vitest.config'

/**
 * The files of a worker in the `parallel` integration project share one process (vitest.config.ts): a file that
 * sets process.env there, itself or through a helper it imports, would hand its settings to the files after it.
 * Such a file belongs in OWN_PROCESS (or SERIAL).
 */
const intDir = path.resolve('tests/int')
const setsEnv = (text: string) =>
  /Object\.assign\(\s*process\.env|process\.env(\.\w+|\[[^\]]+\])\s*(\?\?|\|\||&&)?=[^=]|delete process\.env/.test(text)
const helpersSettingEnv = new Set(
  readdirSync(path.resolve('tests/helpers'))
    .filter((name) => name.endsWith('.ts') && name !== 'setup-env.ts')
    .filter((name) => setsEnv(readFileSync(path.resolve('tests/helpers', name), 'utf8')))
    .map((name) => name.replace(/\.ts$/, '')),
)

describe('integration files that set process.env', () => {
  it('run in a process of their own', () => {
    expect(helpersSettingEnv.size, 'the check finds at least the campaign fixture').toBeGreaterThan(0)
    const shared = readdirSync(intDir)
      .filter((name) => name.endsWith('.int.spec.ts'))
      .map((name) => `tests/int/${name}`)
      .filter((file) => !SERIAL.includes(file) && !OWN_PROCESS.includes(file))
    const offenders = shared.filter((file) => {
      const text = readFileSync(path.resolve(file), 'utf8')
      const helpers = [...text.matchAll(/from '\.\.\/helpers\/([\w-]+)'/g)].map((m) => m[1]!)
      return setsEnv(text) || helpers.some((helper) => helpersSettingEnv.has(helper))
    })
    expect(offenders, 'files to add to OWN_PROCESS in vitest.config.ts').toEqual([])
  })
})
