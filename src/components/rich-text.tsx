import Link from 'next/link'
import { Fragment, type ReactNode } from 'react'

/** A Lexical node as Payload stores it (only what this renderer reads). */
type LexicalNode = {
  type: string
  children?: LexicalNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  url?: string
  fields?: { url?: string; newTab?: boolean; linkType?: string }
}

/** Rich text from the CMS: `{ root: { children } }`, or nothing. */
export type RichTextValue = { root?: { children?: LexicalNode[] } } | null | undefined

const BOLD = 1
const ITALIC = 2
const STRIKETHROUGH = 4
const UNDERLINE = 8
const CODE = 16

/**
 * Renders an editor's rich text as plain HTML elements (paragraphs, lists, headings, bold, italic, code,
 * links), styled by the surrounding typography. Written out here rather than with Payload's converter so a
 * public page ships no script for it. `{name}` tokens in the text are replaced by `values` (e.g. the company's
 * e-mail, which becomes a mailto link): the legal pages take them from the company details.
 */
export function RichText({ value, values = {} }: { value: RichTextValue; values?: Record<string, string> }) {
  const children = value?.root?.children ?? []
  return <>{children.map((node, i) => block(node, i, values))}</>
}

/** True when the rich text holds no visible text (an editor cleared it). */
export function isEmptyRichText(value: RichTextValue): boolean {
  const text = (node: LexicalNode): string => (node.text ?? '') + (node.children ?? []).map(text).join('')
  return !(value?.root?.children ?? []).some((node) => text(node).trim())
}

function block(node: LexicalNode, key: number, values: Record<string, string>): ReactNode {
  const inner = (node.children ?? []).map((child, i) => inline(child, i, values))
  switch (node.type) {
    case 'heading': {
      const Tag = (['h3', 'h4'].includes(node.tag ?? '') ? node.tag : 'h3') as 'h3' | 'h4'
      return <Tag key={key}>{inner}</Tag>
    }
    case 'list': {
      const items = (node.children ?? []).map((item, i) => (
        <li key={i}>{(item.children ?? []).map((child, j) => inline(child, j, values))}</li>
      ))
      return node.listType === 'number' ? <ol key={key}>{items}</ol> : <ul key={key}>{items}</ul>
    }
    case 'quote':
      return <blockquote key={key}>{inner}</blockquote>
    default:
      return inner.length ? <p key={key}>{inner}</p> : null
  }
}

function inline(node: LexicalNode, key: number, values: Record<string, string>): ReactNode {
  if (node.type === 'linebreak') return <br key={key} />
  if (node.type === 'link' || node.type === 'autolink') {
    const href = node.fields?.url ?? node.url ?? '#'
    const children = (node.children ?? []).map((child, i) => inline(child, i, values))
    if (href.startsWith('/')) {
      return (
        <Link key={key} href={href}>
          {children}
        </Link>
      )
    }
    return (
      <a key={key} href={href} {...(node.fields?.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
        {children}
      </a>
    )
  }
  if (node.type !== 'text') return null
  const format = typeof node.format === 'number' ? node.format : 0
  let out: ReactNode = withValues(node.text ?? '', values)
  if (format & CODE)
    out = <code className="rounded bg-slate-100 px-1 py-0.5 font-mono text-sm text-slate-900">{out}</code>
  if (format & BOLD) out = <strong>{out}</strong>
  if (format & ITALIC) out = <em>{out}</em>
  if (format & UNDERLINE) out = <u>{out}</u>
  if (format & STRIKETHROUGH) out = <s>{out}</s>
  return <Fragment key={key}>{out}</Fragment>
}

/** "write to {email}" with the value filled in; an e-mail address becomes a mailto link. Unknown tokens stay. */
function withValues(text: string, values: Record<string, string>): ReactNode {
  if (!text.includes('{')) return text
  const parts = text.split(/(\{[a-zA-Z]+\})/)
  return parts.map((part, i) => {
    const name = /^\{([a-zA-Z]+)\}$/.exec(part)?.[1]
    const value = name ? values[name] : undefined
    if (value === undefined) return <Fragment key={i}>{part}</Fragment>
    // An address left out in production (still an example value, src/features/content/company.ts) is no link at all.
    if (name === 'email' && value)
      return (
        <a key={i} href={`mailto:${value}`}>
          {value}
        </a>
      )
    return <Fragment key={i}>{value}</Fragment>
  })
}
