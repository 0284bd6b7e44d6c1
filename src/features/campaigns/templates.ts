import type { Payload, TypedUser } from 'payload'

import { readAs } from '@/platform/access'
import type { EmailTemplate } from '@/payload-types'
import type { TemplateData } from '@/features/campaigns/campaign-schema'
import { composeContent } from './compose'
import type { RichTextDocument, RichTextNode } from './rich-text-email'

/** The name of the branded default, the first template (created at start-up when there is no template). */
export const DEFAULT_TEMPLATE_NAME = 'Branded default'

const textNode = (text: string, format = 0): RichTextNode =>
  ({ type: 'text', version: 1, text, format, detail: 0, mode: 'normal', style: '' }) as RichTextNode
const paragraph = (...children: RichTextNode[]): RichTextNode =>
  ({
    type: 'paragraph',
    version: 1,
    direction: 'ltr',
    format: '',
    indent: 0,
    textFormat: 0,
    textStyle: '',
    children,
  }) as RichTextNode
const linebreak = (): RichTextNode => ({ type: 'linebreak', version: 1 }) as RichTextNode
const button = (id: string, label: string, url: string): RichTextNode =>
  ({
    type: 'block',
    version: 2,
    format: '',
    fields: { id, blockName: '', blockType: 'cta', label, url },
  }) as RichTextNode
const document = (...children: RichTextNode[]): RichTextDocument => ({
  root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children } as RichTextNode,
})

/** Today's branded email (the Campaign Creator starts from it: docs/product.md › Mail and campaigns, Templates), in the visual editor, in both languages. */
export const defaultTemplate = {
  name: DEFAULT_TEMPLATE_NAME,
  editorMode: 'visual' as const,
  subject: 'An educational trip for -schoolName-',
  content: document(
    paragraph(textNode('Dear -contactPerson-,')),
    paragraph(
      textNode(
        'We would love to help -schoolName- in -city-, -country- plan its next educational trip. From cultural excursions in Spain to Erasmus+ mobility across Europe, we organise travel, accommodation, visits and bilingual coordinators on site, so your students learn and your staff can relax.',
      ),
    ),
    paragraph(
      textNode('Tell us what your group needs and we will reply within 24 hours with ideas and a tailored proposal.'),
    ),
    button('default-cta-en', 'Plan your school trip', '/contact'),
    paragraph(textNode('Kind regards,'), linebreak(), textNode('The Madrid Edu Travel team')),
  ),
  es: {
    subject: 'Un viaje educativo para -schoolName-',
    content: document(
      paragraph(textNode('Estimado/a -contactPerson-:')),
      paragraph(
        textNode(
          'Nos encantaría ayudar a -schoolName-, en -city- (-country-), a preparar su próximo viaje educativo. Desde excursiones culturales por España hasta movilidades Erasmus+ por toda Europa, organizamos el transporte, el alojamiento, las visitas y coordinadores bilingües en destino, para que sus alumnos aprendan y su profesorado viaje tranquilo.',
        ),
      ),
      paragraph(
        textNode('Cuéntenos qué necesita su grupo y le responderemos en 24 horas con ideas y una propuesta a medida.'),
      ),
      button('default-cta-es', 'Planifique su viaje escolar', '/es/contact'),
      paragraph(textNode('Un cordial saludo,'), linebreak(), textNode('El equipo de Madrid Edu Travel')),
    ),
  },
}

/** A template as GET /api/email-templates and the Campaign Creator read it. */
export function toApiTemplate(doc: EmailTemplate) {
  return {
    id: doc.id,
    name: doc.name,
    editorMode: doc.editorMode ?? 'html',
    subject: doc.subject ?? '',
    content: (doc.content as RichTextDocument | null | undefined) ?? null,
    htmlContent: doc.htmlContent ?? '',
    textContent: doc.textContent ?? null,
    es: doc.es?.subject
      ? {
          subject: doc.es.subject,
          content: (doc.es.content as RichTextDocument | null | undefined) ?? null,
          htmlContent: doc.es.htmlContent ?? null,
          textContent: doc.es.textContent ?? null,
        }
      : null,
    createdAt: doc.createdAt,
  }
}
export type ApiTemplate = ReturnType<typeof toApiTemplate>

/** Every template, oldest first (the branded default leads), read as the signed-in staff member. */
export async function findTemplates(payload: Payload, user: TypedUser): Promise<ApiTemplate[]> {
  const { docs } = await payload.find({
    collection: 'email-templates',
    sort: 'createdAt',
    ...readAs(user),
  })
  return docs.map(toApiTemplate)
}

/** Saves a campaign's content as a template (rendered first, so a broken document is refused the same way). */
export async function createTemplate(payload: Payload, user: TypedUser, input: TemplateData): Promise<ApiTemplate> {
  const content = await composeContent(payload, input)
  const doc = await payload.create({
    collection: 'email-templates',
    data: { name: input.name, ...content },
    depth: 0,
    overrideAccess: false,
    user,
  })
  return toApiTemplate(doc)
}

/** Start-up step: a database without templates (fresh, or from before templates) gets the branded default. */
export async function ensureDefaultTemplate(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'email-templates', overrideAccess: true })
  if (totalDocs > 0) return
  const content = await composeContent(payload, defaultTemplate)
  await payload.create({
    collection: 'email-templates',
    data: { name: DEFAULT_TEMPLATE_NAME, ...content },
    overrideAccess: true,
  })
}
