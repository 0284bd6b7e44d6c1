import config from '@payload-config'
import { getPayload } from 'payload'

/** Payload's local API for server components (one instance per process). */
export const cms = () => getPayload({ config })
