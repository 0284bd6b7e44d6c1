export { createTemplate as POST, listTemplates as GET } from '@/platform/http'
