/** `npm run seed`: loads (or refreshes) the seed content in whatever database DATABASE_URI points at. */
import config from '@payload-config'
import { getPayload } from 'payload'

import { seed } from './seed'

const payload = await getPayload({ config })
await seed(payload)
await payload.destroy()
process.exit(0)
