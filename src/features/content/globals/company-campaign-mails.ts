import type { Field } from 'payload'

/**
 * Company details › Campaign mails: what campaign mails measure (docs/product.md › Campaign analytics). Link clicks
 * are counted unless unticked; opens only when ticked, and then only in mails to schools that agreed.
 */
export const campaignMails: Field = {
  type: 'collapsible',
  label: { en: 'Campaign mails', es: 'Correos de campaña' },
  fields: [
    {
      name: 'countLinkClicks',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Count clicks on campaign links', es: 'Contar los clics en los enlaces de las campañas' },
      admin: {
        description: {
          en: 'Links in campaign mails then pass through this site, which counts clicks per link and month, never who clicked; the Analytics tab shows the figures. Untick it to send links exactly as written (nothing is counted).',
          es: 'Los enlaces de los correos de campaña pasan entonces por este sitio, que cuenta los clics por enlace y por mes, nunca quién hizo clic; la pestaña Analítica muestra las cifras. Desmárquelo para enviar los enlaces tal como están escritos (no se cuenta nada).',
        },
      },
    },
    {
      name: 'countOpens',
      type: 'checkbox',
      defaultValue: false,
      label: {
        en: 'Count opens of campaign mails (only schools that agreed)',
        es: 'Contar las aperturas de los correos de campaña (solo centros que lo aceptaron)',
      },
      admin: {
        description: {
          en: 'Adds an invisible image to campaign mails sent to schools marked "Agreed to open tracking", and only to those; opens are counted per campaign and month, never who opened. Off by default: such a pixel needs each recipient’s prior consent.',
          es: 'Añade una imagen invisible a los correos de campaña enviados a los centros marcados con «Aceptó el seguimiento de aperturas», y solo a esos; las aperturas se cuentan por campaña y por mes, nunca quién abrió. Desactivado por defecto: esa imagen necesita el consentimiento previo de cada destinatario.',
        },
      },
    },
  ],
}
