// Read on every request: a health answer from the build's cache would say nothing.
export const dynamic = 'force-dynamic'

export { health as GET } from '@/platform/http'
