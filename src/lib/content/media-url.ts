/** The best URL for an image slot: the uploaded image's card size, its original, or a fallback path. */
export function imageUrlOf(image: unknown, fallback?: string | null): string | null {
  if (image && typeof image === 'object') {
    const media = image as { url?: string | null; sizes?: { card?: { url?: string | null } } }
    const url = media.sizes?.card?.url || media.url
    if (url) return url
  }
  return fallback || null
}
