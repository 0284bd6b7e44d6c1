import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The run's Payload instance (migrated and seeded by its onInit, exactly as the app starts). */
export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}
