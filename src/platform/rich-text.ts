import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from 'lexical'

/** Rich text as the plain text the API promises (docs/product.md › What is stored): paragraphs separated by line breaks. */
export function richTextToPlainText(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToPlaintext({ data: value as SerializedEditorState }).trim()
}
