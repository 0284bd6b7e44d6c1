/** Lower-case words joined by hyphens: the form every public URL segment takes (/blog/{slug}). */
export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * The slug of a title in either language: accents dropped rather than the letter ("Educación" → "educacion",
 * where a plain \w filter would give "educacin"), every other run of non-alphanumerics one hyphen.
 */
export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/, '')
}
