import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { defineConfig } from 'vitest/config'

const root = path.dirname(fileURLToPath(import.meta.url))

/** The import aliases of tsconfig.json, for both test configs (this one and vitest.unit.config.ts). */
export const resolve = {
  alias: {
    '@payload-config': path.join(root, 'payload.config.ts'),
    '@i18n': path.join(root, 'i18n'),
    '@': path.join(root, 'src'),
  },
}

/**
 * Files that own the machine rather than their worker's database: they kill or supervise processes, stop
 * relays or a PostgreSQL of their own, or measure time, memory and load (a neighbour's work would bend the
 * figures). They run one at a time, after the others. A file that only needs a server of its own (a second
 * app, nginx, another site) takes its worker's ports (`workerPorts()` in tests/helpers/worker.ts) and stays in
 * `parallel`.
 */
export const SERIAL = [
  'backup',
  // The campaign-compose files: their sending tests lost their mails when they ran beside the others; serial until
  // that is understood.
  'campaign-compose',
  'campaign-compose-languages',
  'campaign-compose-test-send',
  'campaign-throttle',
  'catalogue-admin-input',
  'catalogue-enquiry-form',
  'catalogue-seed',
  'catalogue-visitors',
  'embedded-db',
  'enquiry-recovery',
  'faults',
  'jobs-worker-start',
  'mail-campaign-failures',
  'mail-campaigns',
  'mail-enquiries',
  'mail-kill',
  'mail-unsubscribe',
  'newsletter-signup-timing',
  'password-reset-budget',
  'proxy',
  's3-media',
  'scale-lists',
  'startup',
  'stranger-password-load',
  'supervisor',
].map((name) => `tests/int/${name}.int.spec.ts`)

/**
 * Files of the `parallel` project that set process.env for the Payload they import (an SMTP sink of their own, mail
 * settings, a clock), or replace a module of the app (vi.mock, which a module already loaded would ignore): each
 * runs in a process of its own. The other files of a worker share one process and its
 * loaded modules (`isolate: false`), which spares each file loading Payload and the app's code again: the
 * integration run took 116 s instead of 200 s on a quiet machine.
 */
export const OWN_PROCESS = [
  'campaign-bounces-opens',
  'campaign-delivery',
  'campaign-lifecycle',
  'campaign-link-clicks',
  'campaign-pause-resume',
  'campaign-recipients-search',
  'campaign-relay',
  'campaign-test-send',
  'enquiry-arrival',
  'enquiry-queue',
  'followup-reminders',
  'followup-replies',
  'followup-staff-accounts',
  'followup-stages',
  'newsletter-double-opt-in',
  'newsletter-preferences',
  'proposals-erasure',
  'proposals-send-and-answer',
  'security-probe',
  'staff-mail-language',
  'staff-password-strength',
  'trip-requests',
  'trip-requests-refused',
].map((name) => `tests/int/${name}.int.spec.ts`)

/** Files that need no build: they use Payload in the test's own process, never the app server (test:quick). */
export const NO_BUILD = [
  'client-ip',
  'collections',
  'embedded-batches',
  'env',
  'i18n',
  'images',
  'jobs-race',
  'mail-transport',
  'seed',
  'spanish-register',
  'translation-flags',
].map((name) => `tests/int/${name}.int.spec.ts`)

const INT_WORKERS = Math.max(1, Number(process.env.TEST_INT_WORKERS || 2))

const shared = {
  environment: 'node' as const,
  setupFiles: ['tests/helpers/setup-env.ts'],
  testTimeout: 30_000,
  hookTimeout: 120_000,
}

/**
 * Integration tests: the built app, a real PostgreSQL and SMTP sink. tests/helpers/global-setup.ts gives each
 * worker a copy of a migrated and seeded template database and an app server of its own, so files of the
 * `parallel` project run side by side (TEST_INT_WORKERS at once, 2 by default); the `serial` ones after them.
 */
export default defineConfig({
  resolve,
  test: {
    globalSetup: ['tests/helpers/global-setup.ts'],
    maxWorkers: INT_WORKERS,
    projects: [
      {
        resolve,
        test: {
          ...shared,
          name: 'parallel',
          include: ['tests/int/**/*.int.spec.ts'],
          exclude: [...SERIAL, ...OWN_PROCESS],
          maxWorkers: INT_WORKERS,
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve,
        test: {
          ...shared,
          name: 'parallel-own-process',
          include: OWN_PROCESS,
          maxWorkers: INT_WORKERS,
          sequence: { groupOrder: 0 },
        },
      },
      {
        resolve,
        test: {
          ...shared,
          name: 'serial',
          include: SERIAL,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
