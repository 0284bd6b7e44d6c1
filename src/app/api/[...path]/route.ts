// Any /api path the contract does not have: a JSON 404 instead of the site's HTML page.
import { json } from '@/platform/http'

const unknown = async () => json({ errors: [{ field: 'path', message: 'No such API endpoint' }] }, 404)

export { unknown as DELETE, unknown as GET, unknown as PATCH, unknown as POST, unknown as PUT }
