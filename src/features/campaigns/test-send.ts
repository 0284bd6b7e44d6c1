import type { Payload } from 'payload'

import { suppressedAmong } from '@/features/privacy/suppression'
import { schoolForPlaceholders } from '@/features/audience/schools/records'
import type { Locale } from '@i18n/locales'
import { placeholderValues, renderCampaignMessage } from './message'
import { renderSample, type RenderedVersion, sampleUnsubscribeUrl } from './preview'
import {
  campaignVersionsSql,
  type CampaignVersionsRow,
  recipientLanguage,
  versionFor,
  versionLanguages,
  versionsFromRow,
} from './versions'

/** A test mail must arrive while the admin waits: a relay slower than this is reported, not waited for. */
export const TEST_SEND_TIMEOUT_MS = 10_000

export const TEST_SUBJECT_PREFIX = '[TEST] '

export type TestSendResult = {
  sent: number
  /** The addresses mailed. */
  emails: string[]
  /** The addresses on the suppression list (unsubscribed, erased, removed by staff): not mailed. */
  skipped: string[]
  versions: Locale[]
  school: string | null
}

/** The relay refused the test or did not answer in time (the endpoint answers 502 / 504). */
export class TestSendFailed extends Error {
  constructor(
    message: string,
    readonly timedOut: boolean,
  ) {
    super(message)
  }
}

/**
 * Mails a campaign's test: rendered for one school (the version of its language, with its values) or with the
 * sample values (every version the campaign has), to each given address in a mail of its own (nobody sees the
 * others), subject prefixed "[TEST]". Addresses on the suppression list get nothing, as they would from the
 * campaign itself. It reads the campaign and the school and sends; it writes nothing (no delivery, count or
 * lastContacted).
 */
export async function sendTestMails(
  payload: Payload,
  campaignId: number,
  { emails, schoolId }: { emails: string[]; schoolId: number | null },
): Promise<TestSendResult | 'no-campaign' | 'no-school'> {
  const pool = payload.db.pool
  const { rows } = await pool.query<CampaignVersionsRow>(campaignVersionsSql, [campaignId])
  if (!rows[0]) return 'no-campaign'
  const campaign = versionsFromRow(rows[0])

  let mails: RenderedVersion[]
  let school: string | null = null
  if (schoolId !== null) {
    const row = await schoolForPlaceholders(pool, schoolId)
    if (!row) return 'no-school'
    school = row.name
    const language = recipientLanguage(row.language)
    const version = versionFor(campaign, language)
    const message = renderCampaignMessage(version.content, row, sampleUnsubscribeUrl(language), {
      language: version.language,
      values: placeholderValues(row, version.language),
    })
    mails = [{ language: version.language, ...message }]
  } else {
    mails = versionLanguages(campaign).map((language) => renderSample(campaign, language))
  }

  const suppressed = await suppressedAmong(pool, emails)
  const recipients = emails.filter((email) => !suppressed.has(email))
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new TestSendFailed('The mail server did not accept the test within 10 seconds. Please try again.', true),
        ),
      TEST_SEND_TIMEOUT_MS,
    )
  })
  try {
    await Promise.race([
      Promise.all(
        recipients.flatMap((to) =>
          mails.map((mail) =>
            payload.sendEmail({
              to,
              subject: `${TEST_SUBJECT_PREFIX}${mail.subject}`,
              html: mail.html,
              text: mail.text,
            }),
          ),
        ),
      ),
      timeout,
    ])
  } catch (error) {
    if (error instanceof TestSendFailed) throw error
    throw new TestSendFailed(`The mail server refused the test: ${(error as Error).message || String(error)}`, false)
  } finally {
    clearTimeout(timer)
  }
  return {
    sent: mails.length * recipients.length,
    emails: recipients,
    skipped: emails.filter((email) => suppressed.has(email)),
    versions: mails.map((m) => m.language),
    school,
  }
}
