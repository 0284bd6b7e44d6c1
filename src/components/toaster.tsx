'use client'

import { Toaster as Sonner } from 'sonner'

/** Notices (SPEC §4): one visible at a time, shown for 5 seconds, swipe to dismiss. */
export function Toaster() {
  return <Sonner visibleToasts={1} duration={5000} position="bottom-right" richColors closeButton hotkey={['F8']} />
}
