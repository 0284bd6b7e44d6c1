import { serverUrl } from '@/platform/env'

/** The best URL for an image slot: the uploaded image's card size, its original, or a fallback path. */
export function imageUrlOf(image: unknown, fallback?: string | null): string | null {
  if (image && typeof image === 'object') {
    const media = image as { url?: string | null; sizes?: { card?: { url?: string | null } } }
    const url = media.sizes?.card?.url || media.url
    if (url) return url
  }
  return fallback || null
}

/**
 * The site-relative path of an image next/image may resize (our uploads and our public images, as
 * images.localPatterns in next.config.mjs allows), or null for another site's image, shown as it is.
 * Uploads come as absolute URLs on our own origin.
 */
export function resizableImagePath(src: string, origin = serverUrl()): string | null {
  let url: URL
  try {
    url = new URL(src, origin)
  } catch {
    return null // not a URL an editor meant; shown as typed
  }
  if (url.origin !== new URL(origin).origin) return null
  return /^\/(api\/cms\/media\/file|images)\//.test(url.pathname) ? `${url.pathname}${url.search}` : null
}
