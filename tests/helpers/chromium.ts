/**
 * Debian's Chromium as the browser tests and the Lighthouse bench start it: headless, as root (no sandbox), and
 * without its background connections, which this machine's closed network refuses many at a time.
 */
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

export const chromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
