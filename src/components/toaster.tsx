'use client'

import { useEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { ExternalToast } from 'sonner'

type Sonner = typeof import('sonner')

// sonner (≈11 KB gzip) is loaded, and its toaster mounted, when the first notice is shown: most visits
// never show one, so it stays out of every page's first-load JavaScript.
let loading: Promise<Sonner> | undefined
let loaded: Sonner | undefined
/**
 * Set while a <Toaster> is mounted: renders sonner's toaster inside `host` (null: in the page) and resolves once
 * it listens for notices there.
 */
let mountToaster: ((sonner: Sonner, host: Element | null) => Promise<void>) | undefined

async function show(kind: 'success' | 'error', title: string, options?: ExternalToast) {
  const sonner = await (loading ??= import('sonner').then((module) => (loaded = module)))
  // While a modal dialog is open (the newsletter popup), everything outside it lies under its backdrop, dimmed
  // and out of reach of the pointer and of screen readers: the notice is drawn inside the dialog then.
  await mountToaster?.(sonner, document.querySelector('dialog:modal'))
  sonner.toast[kind](title, options)
}

/** Shows a notice in the page's <Toaster> (sonner's `toast`, loaded on first use). */
export const toast = {
  success: (title: string, options?: ExternalToast) => void show('success', title, options),
  error: (title: string, options?: ExternalToast) => void show('error', title, options),
}

/** Notices (docs/product.md › Notices and states): one visible at a time, shown for 5 seconds, swipe to dismiss. */
export function Toaster() {
  // After a language switch the layout remounts; sonner is loaded already, so its toaster mounts at once.
  const [mounted, setMounted] = useState(loaded && { sonner: loaded, host: null as Element | null })
  /** Where sonner's toaster listens for notices: undefined until it does. */
  const listening = useRef<Element | null | undefined>(undefined)
  const waiting = useRef<(() => void)[]>([])

  useEffect(() => {
    mountToaster = (sonner, host) => {
      if (listening.current === host) return Promise.resolve()
      return new Promise((resolve) => {
        waiting.current.push(resolve)
        setMounted({ sonner, host })
      })
    }
    return () => {
      mountToaster = undefined
    }
  }, [])

  // Parent effects run after their children's: sonner's toaster has subscribed by now.
  useEffect(() => {
    if (!mounted) return
    listening.current = mounted.host
    for (const resolve of waiting.current.splice(0)) resolve()
  }, [mounted])

  if (!mounted) return null
  const { Toaster: SonnerToaster } = mounted.sonner
  const toaster = (
    <SonnerToaster visibleToasts={1} duration={5000} position="bottom-right" richColors closeButton hotkey={['F8']} />
  )
  return mounted.host ? createPortal(toaster, mounted.host) : toaster
}
