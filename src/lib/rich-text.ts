import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import type { SerializedEditorState } from 'lexical'

/** Rich text as the plain text SPEC §3 promises: paragraphs separated by line breaks. */
export function richTextToPlainText(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToPlaintext({ data: value as SerializedEditorState }).trim()
}
