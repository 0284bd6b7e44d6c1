export { createTemplate as POST, listTemplates as GET } from '@/endpoints'
