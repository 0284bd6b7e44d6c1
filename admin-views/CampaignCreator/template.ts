import { escapeHtml } from '@/lib/mail/placeholders'

/** Brand colours of the public site. */
const BLUE = '#194c99'
const ORANGE = '#b5470f'
const AGENCY = 'Madrid Edu Travel'

/**
 * The branded HTML email the Email Content field starts with (SPEC §2 "prefilled with a branded HTML template").
 * Email clients ignore stylesheets and flexbox, so it uses a table layout and inline styles only. The
 * placeholders -contactPerson-, -schoolName-, -city-, -country- are filled per school when it is sent;
 * {{unsubscribeUrl}} is left literally for the sending step to fill.
 */
export function defaultEmailTemplate(siteUrl: string): string {
  const contactUrl = escapeHtml(`${siteUrl.replace(/\/+$/, '')}/contact`)
  return `<!DOCTYPE html>
<html lang="en">
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
            <td style="background-color:${BLUE};padding:24px 32px;border-radius:8px 8px 0 0;">
              <p style="margin:0;font-size:22px;font-weight:bold;color:#ffffff;">${AGENCY}</p>
              <p style="margin:4px 0 0;font-size:14px;color:#dce6f5;">Educational school trips and Erasmus+ mobility</p>
            </td>
          </tr>
          <tr>
            <td style="padding:32px;font-size:16px;line-height:1.6;">
              <p style="margin:0 0 16px;">Dear -contactPerson-,</p>
              <p style="margin:0 0 16px;">We would love to help -schoolName- in -city-, -country- plan its next educational trip. From cultural excursions in Spain to Erasmus+ mobility across Europe, we organise travel, accommodation, visits and bilingual coordinators on site, so your students learn and your staff can relax.</p>
              <p style="margin:0 0 24px;">Tell us what your group needs and we will reply within 24 hours with ideas and a tailored proposal.</p>
              <table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 24px;">
                <tr>
                  <td style="background-color:${ORANGE};border-radius:6px;">
                    <a href="${contactUrl}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;">Plan your school trip</a>
                  </td>
                </tr>
              </table>
              <p style="margin:0;">Kind regards,<br>The ${AGENCY} team</p>
            </td>
          </tr>
          <tr>
            <td style="padding:20px 32px;background-color:#f3f5f9;border-top:3px solid ${ORANGE};border-radius:0 0 8px 8px;font-size:12px;line-height:1.5;color:#4b5563;">
              <p style="margin:0 0 6px;"><strong style="color:${BLUE};">${AGENCY}</strong> · Madrid, Spain</p>
              <p style="margin:0;">You receive this email because your school is in our contacts. <a href="{{unsubscribeUrl}}" style="color:${BLUE};">Unsubscribe</a> and we will not write again.</p>
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
