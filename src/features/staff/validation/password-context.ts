/**
 * The words a guesser tries first against one staff account: its email address and name, the site's address and
 * the agency's names. The strength check (password.ts beside this file) counts a password built from them (the
 * email itself, `mariagarcia2026`, `MadridEduTravel1!`) as weak, as it does a common password.
 */
export function passwordContext(parts: Array<string | null | undefined>): string[] {
  const words = new Set<string>()
  const add = (word: string) => {
    if (word.length >= 3) words.add(word)
  }
  for (const part of parts) {
    if (!part) continue
    const plain = part.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
    add(plain)
    // An address's local part and each label of its host, and the name's words, each alone and run together.
    for (const segment of plain.split(/[@.]/)) {
      const pieces = segment.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
      add(pieces.join(''))
      for (const piece of pieces) add(piece)
    }
    const all = plain.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
    add(all.join(''))
  }
  return [...words].slice(0, 100)
}
