import type { Locale } from '@i18n/locales'
import { BRAND_BLUE, BRAND_ORANGE, emailLayout, textLayout } from './email-layout'
import { escapeHtml } from '@/platform/mail/placeholders'

/**
 * A campaign written in the visual editor (Payload's Lexical JSON) as email-safe HTML and a text part: one
 * element per block with inline styles (mail clients drop <style> and classes), buttons as tables, images with
 * absolute URLs and at most the 536 px the 600 px card leaves. Pure: no database, usable in the browser too.
 */

/** The parts of a Lexical node this renderer reads (the JSON is stored as the editor wrote it). */
export type RichTextNode = {
  type?: string
  children?: RichTextNode[]
  text?: string
  format?: number | string
  tag?: string
  listType?: string
  fields?: Record<string, unknown> & { url?: unknown; newTab?: unknown; blockType?: unknown }
  value?: unknown
  relationTo?: string
}
export type RichTextDocument = { root: RichTextNode }

/** What the renderer needs of an image from the media library. */
export type MediaImage = { url: string; alt?: string | null; width?: number | null; height?: number | null }

export type RenderOptions = {
  /** Images by media id (the editor stores the id; the caller reads the library). */
  media: ReadonlyMap<number, MediaImage>
  /** The public site's address: relative links and image paths become absolute with it. */
  siteUrl: string
  language: Locale
}

export type RenderedEmail = { html: string; text: string }

/** Thrown for a document that cannot be sent: `field` names what is wrong for the 400. */
export class RichTextEmailError extends Error {
  constructor(
    readonly reason: 'empty' | 'missing-image',
    message: string,
  ) {
    super(message)
  }
}

const BOLD = 1
const ITALIC = 2
const STRIKE = 4
const UNDERLINE = 8
const CODE = 16

const CONTENT_WIDTH = 536

const headingStyles: Record<string, string> = {
  h1: 'margin:0 0 16px;font-size:28px;line-height:1.25;color:#194c99;',
  h2: 'margin:0 0 14px;font-size:22px;line-height:1.3;color:#194c99;',
  h3: 'margin:0 0 12px;font-size:18px;line-height:1.35;color:#1f2937;',
}

/** The media id an upload node points at (stored as a number; populated documents carry it as `id`). */
export function uploadId(node: RichTextNode): number | null {
  const value = node.value
  if (typeof value === 'number') return value
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value)
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'number')
    return (value as { id: number }).id
  return null
}

/** Every media id a document's images use (the caller reads them from the library before rendering). */
export function mediaIds(doc: RichTextDocument | null | undefined): number[] {
  const ids = new Set<number>()
  const walk = (node: RichTextNode) => {
    if (node.type === 'upload') {
      const id = uploadId(node)
      if (id !== null) ids.add(id)
    }
    node.children?.forEach(walk)
  }
  if (doc?.root) walk(doc.root)
  return [...ids]
}

export function isRichTextDocument(value: unknown): value is RichTextDocument {
  return (
    !!value &&
    typeof value === 'object' &&
    !!(value as RichTextDocument).root &&
    typeof (value as RichTextDocument).root === 'object'
  )
}

export function absoluteUrl(url: string, siteUrl: string): string | null {
  const trimmed = url.trim()
  if (!trimmed) return null
  if (/^(https?:|mailto:|tel:)/i.test(trimmed)) return trimmed
  // Placeholders in a link are filled per recipient later; anything else with a scheme (javascript:, data:) is dropped.
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return null
  if (trimmed.startsWith('//')) return `https:${trimmed}`
  const base = siteUrl.replace(/\/+$/, '')
  return trimmed.startsWith('/') ? `${base}${trimmed}` : `${base}/${trimmed}`
}

const formatBits = (node: RichTextNode) => (typeof node.format === 'number' ? node.format : 0)

function textHtml(node: RichTextNode): string {
  let html = escapeHtml(node.text ?? '')
  const bits = formatBits(node)
  if (bits & CODE) html = `<code style="font-family:Consolas,Menlo,monospace;">${html}</code>`
  if (bits & BOLD) html = `<strong>${html}</strong>`
  if (bits & ITALIC) html = `<em>${html}</em>`
  if (bits & UNDERLINE) html = `<u>${html}</u>`
  if (bits & STRIKE) html = `<s>${html}</s>`
  return html
}

const alignOf = (node: RichTextNode) =>
  typeof node.format === 'string' && ['left', 'center', 'right', 'justify'].includes(node.format)
    ? `text-align:${node.format};`
    : ''

type Ctx = RenderOptions & { images: number; buttons: number }

function inlineHtml(nodes: RichTextNode[] | undefined, ctx: Ctx): string {
  return (nodes ?? []).map((node) => inlineNode(node, ctx)).join('')
}

function inlineNode(node: RichTextNode, ctx: Ctx): string {
  switch (node.type) {
    case 'text':
      return textHtml(node)
    case 'linebreak':
      return '<br>'
    case 'tab':
      return ' '
    case 'link':
    case 'autolink': {
      const inner = inlineHtml(node.children, ctx)
      const href = typeof node.fields?.url === 'string' ? absoluteUrl(node.fields.url, ctx.siteUrl) : null
      if (!href) return inner
      return `<a href="${escapeHtml(href)}" style="color:${BRAND_BLUE};text-decoration:underline;">${inner}</a>`
    }
    default:
      return node.children ? inlineHtml(node.children, ctx) : ''
  }
}

function inlineText(nodes: RichTextNode[] | undefined, ctx: Ctx): string {
  return (nodes ?? [])
    .map((node) => {
      if (node.type === 'text') return node.text ?? ''
      if (node.type === 'linebreak') return '\n'
      if (node.type === 'tab') return ' '
      if (node.type === 'link' || node.type === 'autolink') {
        const label = inlineText(node.children, ctx)
        const href = typeof node.fields?.url === 'string' ? absoluteUrl(node.fields.url, ctx.siteUrl) : null
        return href && href !== label ? `${label} (${href})` : label
      }
      return inlineText(node.children, ctx)
    })
    .join('')
}

function imageOf(node: RichTextNode, ctx: Ctx): (MediaImage & { src: string }) | null {
  const id = uploadId(node)
  const image = id === null ? undefined : ctx.media.get(id)
  if (!image)
    throw new RichTextEmailError('missing-image', 'An image in the content no longer exists in the media library.')
  const src = absoluteUrl(image.url, ctx.siteUrl)
  if (!src) throw new RichTextEmailError('missing-image', 'An image in the content has no usable address.')
  return { ...image, src }
}

function ctaOf(node: RichTextNode, ctx: Ctx): { label: string; href: string } | null {
  const label = typeof node.fields?.label === 'string' ? node.fields.label.trim() : ''
  const href = typeof node.fields?.url === 'string' ? absoluteUrl(node.fields.url, ctx.siteUrl) : null
  return label && href ? { label, href } : null
}

function blockHtml(node: RichTextNode, ctx: Ctx, listDepth = 0): string {
  switch (node.type) {
    case 'paragraph': {
      const inner = inlineHtml(node.children, ctx)
      return inner.trim() ? `<p style="margin:0 0 16px;${alignOf(node)}">${inner}</p>` : ''
    }
    case 'heading': {
      const tag = ['h1', 'h2', 'h3'].includes(node.tag ?? '') ? node.tag! : 'h3'
      const inner = inlineHtml(node.children, ctx)
      return inner.trim() ? `<${tag} style="${headingStyles[tag]}${alignOf(node)}">${inner}</${tag}>` : ''
    }
    case 'quote': {
      const inner = inlineHtml(node.children, ctx)
      return inner.trim()
        ? `<blockquote style="margin:0 0 16px;padding:4px 0 4px 16px;border-left:4px solid ${BRAND_ORANGE};color:#374151;">${inner}</blockquote>`
        : ''
    }
    case 'list': {
      const tag = node.listType === 'number' ? 'ol' : 'ul'
      const items = (node.children ?? []).map((item) => listItemHtml(item, ctx, listDepth)).join('')
      return items ? `<${tag} style="margin:0 0 16px;padding:0 0 0 24px;">${items}</${tag}>` : ''
    }
    case 'horizontalrule':
      return '<hr style="border:none;border-top:1px solid #e5e7eb;margin:24px 0;">'
    case 'upload': {
      const image = imageOf(node, ctx)!
      ctx.images++
      const width = Math.min(image.width || CONTENT_WIDTH, CONTENT_WIDTH)
      return `<p style="margin:0 0 16px;"><img src="${escapeHtml(image.src)}" alt="${escapeHtml(image.alt ?? '')}" width="${width}" style="display:block;width:100%;max-width:${width}px;height:auto;border:0;border-radius:6px;"></p>`
    }
    case 'block': {
      const cta = node.fields?.blockType === 'cta' ? ctaOf(node, ctx) : null
      if (!cta) return ''
      ctx.buttons++
      return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;">
  <tr>
    <td style="background-color:${BRAND_ORANGE};border-radius:6px;">
      <a href="${escapeHtml(cta.href)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(cta.label)}</a>
    </td>
  </tr>
</table>`
    }
    default:
      return node.children ? node.children.map((child) => blockHtml(child, ctx, listDepth)).join('') : ''
  }
}

function listItemHtml(item: RichTextNode, ctx: Ctx, depth: number): string {
  const inline = (item.children ?? []).filter((c) => c.type !== 'list')
  const nested = (item.children ?? []).filter((c) => c.type === 'list')
  const inner = inlineHtml(inline, ctx) + nested.map((list) => blockHtml(list, ctx, depth + 1)).join('')
  return inner.trim() ? `<li style="margin:0 0 6px;">${inner}</li>` : ''
}

function blockText(node: RichTextNode, ctx: Ctx, depth = 0): string[] {
  switch (node.type) {
    case 'paragraph':
    case 'quote': {
      const line = inlineText(node.children, ctx).trim()
      return line ? [node.type === 'quote' ? `> ${line}` : line] : []
    }
    case 'heading': {
      const line = inlineText(node.children, ctx).trim()
      return line ? [node.tag === 'h1' ? line.toUpperCase() : line] : []
    }
    case 'list': {
      const lines: string[] = []
      ;(node.children ?? []).forEach((item, i) => {
        const marker = node.listType === 'number' ? `${i + 1}.` : '-'
        const own = inlineText(
          (item.children ?? []).filter((c) => c.type !== 'list'),
          ctx,
        ).trim()
        if (own) lines.push(`${'  '.repeat(depth)}${marker} ${own}`)
        for (const list of (item.children ?? []).filter((c) => c.type === 'list'))
          lines.push(...blockText(list, ctx, depth + 1))
      })
      return lines.length ? [lines.join('\n')] : []
    }
    case 'upload': {
      const image = imageOf(node, ctx)!
      return image.alt?.trim() ? [`[${image.alt.trim()}]`] : []
    }
    case 'block': {
      const cta = node.fields?.blockType === 'cta' ? ctaOf(node, ctx) : null
      return cta ? [`${cta.label}: ${cta.href}`] : []
    }
    case 'horizontalrule':
      return ['----']
    default:
      return node.children ? node.children.flatMap((child) => blockText(child, ctx, depth)) : []
  }
}

/**
 * The whole email (branded frame included) of one language version. Placeholders stay literal: the sender fills
 * them per recipient (escaped in the HTML). Throws RichTextEmailError for a document that shows nothing or uses
 * an image that is gone.
 */
export function renderRichTextEmail(doc: RichTextDocument, options: RenderOptions): RenderedEmail {
  const ctx: Ctx = { ...options, images: 0, buttons: 0 }
  const children = doc.root.children ?? []
  const body = children.map((node) => blockHtml(node, ctx)).join('\n')
  const textBlocks = children.flatMap((node) => blockText(node, ctx))
  const hasWords = textBlocks.join('').replace(/\s+/g, '').length > 0
  if (!hasWords && ctx.images === 0 && ctx.buttons === 0) {
    throw new RichTextEmailError('empty', 'The content is empty: write some text before saving.')
  }
  return {
    html: emailLayout(body, options.language),
    text: textLayout(textBlocks.join('\n\n'), options.language),
  }
}
