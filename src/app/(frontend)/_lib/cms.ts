import config from '@payload-config'
import { getPayload } from 'payload'

/** Payload's local API for server components (one instance per process). */
export const cms = () => getPayload({ config })

/**
 * Pages that read the CMS are rendered on their first request and then served from cache until an editor
 * saves (collections' afterChange hooks revalidate them); the build itself needs no database.
 */
export const cmsStaticParams = async () => [] as { lang: string }[]
