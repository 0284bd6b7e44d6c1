'use client'

import { type ImgHTMLAttributes, useCallback, useState } from 'react'

type Props = ImgHTMLAttributes<HTMLImageElement> & {
  /** The image's own file, shown if the resized copy next/image serves fails to load (docs/architecture.md › The public site and its languages). */
  original?: string
  /** Keep a pulsing placeholder under the image until it has loaded (the home page's cards; docs/architecture.md › The public site and its languages). */
  pulse?: boolean
}

/**
 * The <img> of an Illustration or an avatar when it needs the browser's help: a fallback to the original file,
 * or a placeholder that pulses until the image is there. The server renders the placeholder beneath the
 * image, so the page is right before this hydrates; an image that loaded or failed before hydration fired
 * its event with no listener, so the ref reads its state instead.
 */
export function LoadingImage({ original, pulse = false, alt, ...img }: Props) {
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>('loading')
  const [fellBack, setFellBack] = useState(false)

  const onFail = useCallback(() => {
    if (original && !fellBack)
      setFellBack(true) // try the original once; state stays 'loading'
    else setState('failed')
  }, [original, fellBack])
  const ref = useCallback(
    (el: HTMLImageElement | null) => {
      if (!el?.complete || state !== 'loading') return
      if (el.naturalWidth > 0) setState('loaded')
      else onFail()
    },
    [state, onFail],
  )

  const source = fellBack ? { src: original, srcSet: undefined, sizes: undefined } : {}
  return (
    <>
      {pulse && state === 'loading' && (
        <span
          data-image-placeholder
          aria-hidden="true"
          className="absolute inset-0 bg-brand-100 motion-safe:animate-pulse"
        />
      )}
      {/* next/image's props (from getImageProps) on an <img> this component watches load or fail. */}
      {/* eslint-disable-next-line @next/next/no-img-element */}
      <img alt={alt} {...img} {...source} ref={ref} onLoad={() => setState('loaded')} onError={onFail} />
    </>
  )
}
