/** The calls of the /api contract (docs/product.md › The /api contract) this screen makes. */
export const api = {
  schools: '/api/schools',
  uploadSchoolsCsv: '/api/schools/upload-csv',
} as const
