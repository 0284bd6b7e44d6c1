import { escapeHtml, unsubscribePlaceholder } from '@/platform/mail/placeholders'
import type { Locale } from '@i18n/locales'

/** A mail is written in one of the site's languages. */
export type MailLanguage = Locale

/** Brand colours of the public site. */
export const BRAND_BLUE = '#194c99'
export const BRAND_ORANGE = '#b5470f'
export const AGENCY = 'Madrid Edu Travel'

/** The words of the branded frame around a campaign's content, per recipient language. */
const frame = {
  en: {
    tagline: 'Educational school trips and Erasmus+ mobility',
    place: 'Madrid, Spain',
    why: 'You receive this email because your school is in our contacts.',
    unsubscribe: 'Unsubscribe',
    after: 'and we will not write again.',
  },
  es: {
    tagline: 'Viajes escolares educativos y movilidad Erasmus+',
    place: 'Madrid, España',
    why: 'Recibe este correo porque su centro figura entre nuestros contactos.',
    unsubscribe: 'Darse de baja',
    after: 'y no volveremos a escribirle.',
  },
} as const satisfies Record<MailLanguage, Record<string, string>>

/** The line appended when an HTML campaign lost its unsubscribe link (LSSI art. 22: every mail offers it). */
const appended = {
  en: { before: 'To stop receiving these emails, ', link: 'unsubscribe here', after: '.', text: 'Unsubscribe:' },
  es: {
    before: 'Si no desea recibir más correos, ',
    link: 'puede darse de baja aquí',
    after: '.',
    text: 'Darse de baja:',
  },
} as const satisfies Record<MailLanguage, Record<string, string>>

export function unsubscribeFooterHtml(language: MailLanguage, url: string): string {
  const t = appended[language]
  return `<p style="font-size:12px;color:#4b5563;">${escapeHtml(t.before)}<a href="${escapeHtml(url)}">${escapeHtml(t.link)}</a>${t.after}</p>`
}

export function unsubscribeFooterText(language: MailLanguage, url: string): string {
  return `${appended[language].text} ${url}`
}

/**
 * The branded email around a content body (today's template: blue header, white card, footer with the
 * unsubscribe line). Email clients ignore stylesheets and flexbox, so it is a table layout with inline styles,
 * at most 600 px wide. {{unsubscribeUrl}} stays literal for the sending step to fill per recipient.
 */
export function emailLayout(bodyHtml: string, language: MailLanguage): string {
  const t = frame[language]
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>${AGENCY}</title>
</head>
<body style="margin:0;padding:0;background-color:#f3f5f9;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f3f5f9;">
    <tr>
      <td align="center" style="padding:24px 12px;">
        <table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
          <tr>
            <td style="background-color:${BRAND_BLUE};padding:24px 32px;border-radius:8px 8px 0 0;">
              <p style="margin:0;font-size:22px;font-weight:bold;color:#ffffff;">${AGENCY}</p>
              <p style="margin:4px 0 0;font-size:14px;color:#dce6f5;">${escapeHtml(t.tagline)}</p>
            </td>
          </tr>
          <tr>
            <td style="padding:32px;font-size:16px;line-height:1.6;">
${bodyHtml}
            </td>
          </tr>
          <tr>
            <td style="padding:20px 32px;background-color:#f3f5f9;border-top:3px solid ${BRAND_ORANGE};border-radius:0 0 8px 8px;font-size:12px;line-height:1.5;color:#4b5563;">
              <p style="margin:0 0 6px;"><strong style="color:${BRAND_BLUE};">${AGENCY}</strong> · ${escapeHtml(t.place)}</p>
              <p style="margin:0;">${escapeHtml(t.why)} <a href="${unsubscribePlaceholder}" style="color:${BRAND_BLUE};">${escapeHtml(t.unsubscribe)}</a> ${escapeHtml(t.after)}</p>
            </td>
          </tr>
        </table>
      </td>
    </tr>
  </table>
</body>
</html>
`
}

/** The text part's frame: the agency's name above, the unsubscribe line below. */
export function textLayout(bodyText: string, language: MailLanguage): string {
  return `${AGENCY}\n\n${bodyText.trim()}\n\n--\n${AGENCY} · ${frame[language].place}\n${unsubscribeFooterText(language, unsubscribePlaceholder)}\n`
}
