import config from '@payload-config'
import { convertMarkdownToLexical, editorConfigFactory } from '@payloadcms/richtext-lexical'

/** Rich text for a test document, built by the same converter the seed uses. */
export async function richText(...paragraphs: string[]) {
  const editorConfig = await editorConfigFactory.default({ config: await config })
  return convertMarkdownToLexical({ editorConfig, markdown: paragraphs.join('\n\n') })
}
