import type { Pool } from 'pg'

import { withCountedLinks } from './link-tracking'
import { withTextTemplate } from './text-template'
import { type CampaignVersions, campaignVersionsSql, type CampaignVersionsRow, versionsFromRow } from './versions'

/**
 * Both versions of each campaign a run of the sender mails, read once per run, each with its text template and,
 * when `countLinks` (Company details, link-tracking.ts), its links counted.
 */
export function campaignContents(pool: Pool, countLinks: boolean): (campaignId: number) => Promise<CampaignVersions> {
  const contents = new Map<number, Promise<CampaignVersions>>()
  return (id) => {
    let content = contents.get(id)
    if (!content) {
      content = pool.query<CampaignVersionsRow>(campaignVersionsSql, [id]).then(({ rows }) => {
        const versions = countLinks ? withCountedLinks(versionsFromRow(rows[0]!), id) : versionsFromRow(rows[0]!)
        return {
          ...withTextTemplate(versions, 'en'),
          es: versions.es ? withTextTemplate(versions.es, 'es') : null,
        }
      })
      contents.set(id, content)
    }
    return content
  }
}
