import type { Field, GlobalConfig, TextFieldSingleValidation } from 'payload'

import { isAdminUser } from '@/platform/access'
import { isWebAddress, socialNetworks } from '@/features/content/company'
import { globalDrafts } from '@/platform/collections/versions/drafts'
import { forgetMissingSpanishAfterChange } from '@/features/content/hooks/forget-missing-spanish'
import { revalidateGlobalOnPublish } from '@/features/content/hooks/revalidate-site'
import { campaignMails } from './company-campaign-mails'
import { type Bilingual, inEditorsLanguage } from './pages/fields'

const validateUrl: TextFieldSingleValidation = (value, { req }) => {
  if (!value)
    return inEditorsLanguage(req, { en: 'Enter the profile address.', es: 'Escriba la dirección del perfil.' })
  return isWebAddress(value) || inEditorsLanguage(req, urlMessage)
}
const urlMessage: Bilingual = {
  en: 'Enter a full web address starting with https://, e.g. https://www.instagram.com/agency',
  es: 'Escriba una dirección web completa que empiece por https://, p. ej. https://www.instagram.com/agencia',
}

const placeholderHint: Bilingual = {
  en: 'Shown on the legal notice and the privacy policy. While it is empty or a placeholder in brackets such as [NIF], the Dashboard shows a warning.',
  es: 'Aparece en el aviso legal y en la política de privacidad. Mientras esté vacío o entre corchetes, como [NIF], el Panel muestra un aviso.',
}

/** A one-line text the same in both languages (identifiers, numbers, addresses). */
const plain = (
  name: string,
  label: Bilingual,
  options: { required?: boolean; description?: Bilingual } = {},
): Field => ({
  name,
  type: 'text',
  label: { ...label },
  required: options.required ?? false,
  admin: options.description ? { description: { ...options.description } } : {},
})

const socialNetworkLabels: Record<(typeof socialNetworks)[number], string> = {
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  facebook: 'Facebook',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  tiktok: 'TikTok',
}

/**
 * The agency's identity and contact details, entered once and shown everywhere: the footer, the contact page,
 * the legal notice, the privacy policy (controller), the Organization structured data, the Erasmus+ page (OID)
 * and the e-mails' footers. Drafts and versions like the pages: only "Publish" changes the site, and
 * publishing refreshes every page (the footer is on all of them). Only admins change it; visitors, through
 * /api/cms too, read the published version only.
 */
export const Company: GlobalConfig = {
  slug: 'company',
  label: { en: 'Company details', es: 'Datos de la empresa' },
  admin: {
    group: { en: 'Settings', es: 'Ajustes' },
    description: {
      en: 'Legal identity and contact details of the agency, used across the site and in e-mails.',
      es: 'Identidad legal y datos de contacto de la agencia, usados en todo el sitio y en los correos.',
    },
  },
  access: {
    read: ({ req }) => isAdminUser(req.user) || { _status: { equals: 'published' } },
    readVersions: ({ req }) => isAdminUser(req.user),
    update: ({ req }) => isAdminUser(req.user),
  },
  versions: globalDrafts,
  hooks: { afterChange: [revalidateGlobalOnPublish, forgetMissingSpanishAfterChange] },
  fields: [
    {
      type: 'collapsible',
      label: { en: 'Legal identity', es: 'Identidad legal' },
      fields: [
        {
          type: 'row',
          fields: [
            plain(
              'legalName',
              { en: 'Legal name', es: 'Denominación social' },
              { required: true, description: placeholderHint },
            ),
            plain(
              'tradeName',
              { en: 'Trade name', es: 'Nombre comercial' },
              {
                required: true,
                description: {
                  en: 'The name visitors know, e.g. in the footer.',
                  es: 'El nombre que conocen los visitantes, p. ej. en el pie de página.',
                },
              },
            ),
          ],
        },
        {
          type: 'row',
          fields: [
            plain('taxId', { en: 'Tax ID (NIF/CIF)', es: 'NIF/CIF' }, { required: true, description: placeholderHint }),
            plain(
              'erasmusOid',
              { en: 'Erasmus+ organisation ID (OID)', es: 'Código de organización Erasmus+ (OID)' },
              { description: { en: 'Shown on the Erasmus+ page.', es: 'Aparece en la página de Erasmus+.' } },
            ),
          ],
        },
        plain(
          'registeredAddress',
          { en: 'Registered office address', es: 'Domicilio social' },
          { required: true, description: placeholderHint },
        ),
        {
          type: 'row',
          fields: [
            plain(
              'tourismLicence',
              { en: 'Travel agency licence number', es: 'Número de licencia de agencia de viajes' },
              { required: true, description: placeholderHint },
            ),
            plain(
              'cicma',
              {
                en: 'CICMA (Madrid travel agency registry code)',
                es: 'CICMA (código del registro de agencias de Madrid)',
              },
              { required: true, description: placeholderHint },
            ),
          ],
        },
      ],
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { en: 'Short description', es: 'Descripción breve' },
      admin: {
        rows: 3,
        description: {
          en: 'One or two sentences about the agency, under its name in the footer of every page; search engines read it too.',
          es: 'Una o dos frases sobre la agencia, bajo su nombre en el pie de todas las páginas; también la leen los buscadores.',
        },
      },
    },
    {
      type: 'collapsible',
      label: { en: 'Contact', es: 'Contacto' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'email',
              type: 'email',
              required: true,
              label: { en: 'E-mail address', es: 'Correo electrónico' },
            },
            plain('phone', { en: 'Phone', es: 'Teléfono' }, { required: true }),
            plain(
              'whatsapp',
              { en: 'WhatsApp number', es: 'Número de WhatsApp' },
              {
                description: {
                  en: 'With the country code, e.g. +34 600 000 000.',
                  es: 'Con el prefijo del país, p. ej. +34 600 000 000.',
                },
              },
            ),
          ],
        },
        {
          // In each language: visitors of the Spanish site read "Madrid, España".
          name: 'officeAddress',
          type: 'text',
          localized: true,
          label: { en: 'Office address', es: 'Dirección de la oficina' },
        },
        {
          name: 'businessHours',
          type: 'text',
          localized: true,
          label: { en: 'Business hours', es: 'Horario de atención' },
          admin: {
            description: {
              en: 'As visitors read it, in each language, e.g. Mon–Fri 9:00–18:00 CET.',
              es: 'Tal como lo leen los visitantes, en cada idioma, p. ej. Lun–Vie 9:00–18:00 CET.',
            },
          },
        },
        {
          name: 'socialLinks',
          type: 'array',
          label: { en: 'Social links', es: 'Redes sociales' },
          labels: {
            singular: { en: 'Social link', es: 'Red social' },
            plural: { en: 'Social links', es: 'Redes sociales' },
          },
          maxRows: socialNetworks.length,
          admin: {
            description: {
              en: 'The icons in the footer, in this order.',
              es: 'Los iconos del pie de página, en este orden.',
            },
          },
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'network',
                  type: 'select',
                  required: true,
                  label: { en: 'Network', es: 'Red' },
                  options: socialNetworks.map((value) => ({ value, label: socialNetworkLabels[value] })),
                },
                {
                  name: 'url',
                  type: 'text',
                  required: true,
                  label: { en: 'Profile address', es: 'Dirección del perfil' },
                  validate: validateUrl,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      type: 'collapsible',
      label: { en: 'Newsletter welcome mail', es: 'Correo de bienvenida del boletín' },
      admin: {
        description: {
          en: 'Sent once a person confirms their newsletter sign-up (the link in the confirmation mail). Left empty, the standard text is sent.',
          es: 'Se envía cuando una persona confirma su suscripción al boletín (el enlace del correo de confirmación). Si lo deja vacío, se envía el texto estándar.',
        },
      },
      fields: [
        {
          name: 'newsletterWelcomeSubject',
          type: 'text',
          localized: true,
          label: { en: 'Subject', es: 'Asunto' },
        },
        {
          name: 'newsletterWelcomeText',
          type: 'textarea',
          localized: true,
          label: { en: 'Text', es: 'Texto' },
          admin: {
            rows: 6,
            description: {
              en: 'Plain text; a blank line starts a new paragraph. A link to unsubscribe is added below it.',
              es: 'Texto sin formato; una línea en blanco empieza un párrafo nuevo. Debajo se añade un enlace para darse de baja.',
            },
          },
        },
      ],
    },
    {
      type: 'collapsible',
      label: { en: 'Proposal terms', es: 'Condiciones de las propuestas' },
      admin: {
        description: {
          en: 'Printed in every proposal PDF, in its language. Left empty, the standard text is printed.',
          es: 'Se imprimen en cada propuesta en PDF, en su idioma. Si las deja vacías, se imprime el texto estándar.',
        },
      },
      fields: [
        {
          name: 'proposalPaymentTerms',
          type: 'textarea',
          localized: true,
          label: { en: 'Payment terms', es: 'Condiciones de pago' },
          admin: { rows: 4 },
        },
        {
          name: 'proposalCancellationTerms',
          type: 'textarea',
          localized: true,
          label: { en: 'Cancellation terms', es: 'Condiciones de cancelación' },
          admin: { rows: 4 },
        },
      ],
    },
    campaignMails,
  ],
}
