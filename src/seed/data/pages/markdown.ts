/**
 * The legal pages' seed texts are written as a little Markdown, turned here into the rich text (Lexical JSON)
 * the editor stores: paragraphs separated by a blank line, "- " lines as a bulleted list, **bold**, `code`
 * and [links](/privacy). Synchronous and without Payload, so the pages can fall back to it before the
 * start-up has published them (src/features/content/pages.ts).
 */

type Node = { type: string; version: number; [k: string]: unknown }
/** The shape Payload's generated types give a rich text field. */
export type RichText = {
  root: {
    type: string
    children: Node[]
    direction: 'ltr' | 'rtl' | null
    format: '' | 'left' | 'start' | 'center' | 'right' | 'end' | 'justify'
    indent: number
    version: number
    [k: string]: unknown
  }
  [k: string]: unknown
}

const element = (type: string, children: Node[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr' as const,
  format: '' as const,
  indent: 0,
  version: 1,
  ...extra,
})

const textNode = (text: string, format = 0): Node => ({
  type: 'text',
  text,
  format,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

const BOLD = 1
const CODE = 16

/** Inline Markdown (**bold**, `code`, [text](url)) as Lexical text and link nodes. */
function inline(source: string): Node[] {
  const nodes: Node[] = []
  const pattern = /\*\*(.+?)\*\*|`(.+?)`|\[(.+?)\]\((\S+?)\)/g
  let last = 0
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) nodes.push(textNode(source.slice(last, match.index)))
    if (match[1] !== undefined) nodes.push(textNode(match[1], BOLD))
    else if (match[2] !== undefined) nodes.push(textNode(match[2], CODE))
    else
      nodes.push(
        element('link', [textNode(match[3]!)], {
          version: 3,
          fields: { linkType: 'custom', url: match[4], newTab: false },
        }),
      )
    last = match.index + match[0].length
  }
  if (last < source.length) nodes.push(textNode(source.slice(last)))
  return nodes
}

/** Markdown blocks (paragraphs and "- " lists) as a Lexical document. */
export function md(source: string): RichText {
  const children: Node[] = []
  for (const block of source.trim().split(/\n\s*\n/)) {
    const lines = block.split('\n').map((line) => line.trim())
    if (lines.every((line) => line.startsWith('- '))) {
      children.push(
        element(
          'list',
          lines.map((line, i) => element('listitem', inline(line.slice(2)), { value: i + 1 })),
          { listType: 'bullet', start: 1, tag: 'ul' },
        ),
      )
    } else {
      children.push(element('paragraph', inline(lines.join(' ')), { textFormat: 0, textStyle: '' }))
    }
  }
  return { root: element('root', children) }
}
