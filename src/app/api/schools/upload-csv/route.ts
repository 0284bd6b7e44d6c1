export { uploadSchoolsCsv as POST } from '@/endpoints'
