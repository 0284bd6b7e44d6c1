export { uploadSchoolsCsv as POST } from '@/platform/http'
