'use client'

import { useEffect, useRef, useState } from 'react'
import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')

// sonner (≈11 KB gzip) is loaded, and its toaster mounted, when the first notice is shown: most visits
// never show one, so it stays out of every page's first-load JavaScript.
let loading: Promise<Sonner> | undefined
let loaded: Sonner | undefined
/** Set while a <Toaster> is mounted: renders sonner's toaster and resolves once it listens for notices. */
let mountToaster: ((sonner: Sonner) => Promise<void>) | undefined

async function show(kind: 'success' | 'error', title: string, options?: ExternalToast) {
  const sonner = await (loading ??= import('sonner').then((module) => (loaded = module)))
  await mountToaster?.(sonner)
  sonner.toast[kind](title, options)
}

/** Shows a notice in the page's <Toaster> (sonner's `toast`, loaded on first use). */
export const toast = {
  success: (title: string, options?: ExternalToast) => void show('success', title, options),
  error: (title: string, options?: ExternalToast) => void show('error', title, options),
}

/** Notices (SPEC §4): one visible at a time, shown for 5 seconds, swipe to dismiss. */
export function Toaster() {
  // After a language switch the layout remounts; sonner is loaded already, so its toaster mounts at once.
  const [sonner, setSonner] = useState(loaded)
  const listening = useRef(false)
  const waiting = useRef<(() => void)[]>([])

  useEffect(() => {
    mountToaster = (module) => {
      if (listening.current) return Promise.resolve()
      return new Promise((resolve) => {
        waiting.current.push(resolve)
        setSonner(module)
      })
    }
    return () => {
      mountToaster = undefined
    }
  }, [])

  // Parent effects run after their children's: sonner's toaster has subscribed by now.
  useEffect(() => {
    if (!sonner) return
    listening.current = true
    for (const resolve of waiting.current.splice(0)) resolve()
  }, [sonner])

  if (!sonner) return null
  const { Toaster: SonnerToaster } = sonner
  return <SonnerToaster visibleToasts={1} duration={5000} position="bottom-right" richColors closeButton hotkey={['F8']} />
}
