/** The contract of SPEC §7 / README "The /api contract" this screen calls. */
export const api = {
  schools: '/api/schools',
  uploadSchoolsCsv: '/api/schools/upload-csv',
} as const
