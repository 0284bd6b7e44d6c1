/** WinAnsi's 0x80–0x9F (the rest is Latin-1); Node's TextDecoder reads windows-1252 as plain Latin-1. */
const winAnsiHigh = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'

/**
 * The text an uncompressed PDF shows: the strings of its page streams' TJ operators (hex, as pdfkit writes them
 * for the standard fonts), decoded as WinAnsi, one run a line. Enough to read figures back without a PDF library.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1')
  const runs: string[] = []
  for (const [, array] of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...array!.matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]).join('')
    const bytes = Buffer.from(hex, 'hex')
    runs.push(String.fromCharCode(...bytes).replace(/[\u0080-\u009f]/g, (c) => winAnsiHigh[c.charCodeAt(0) - 0x80]!))
  }
  return runs.join('\n')
}
