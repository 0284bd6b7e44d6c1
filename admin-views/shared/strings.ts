/** Strings of the pieces the staff screens share (the admin is English-only). */
export const sharedText = {
  unknownDate: 'Unknown',

  /** CSV uploads (SPEC §8): the notice for a file that is not CSV, and the busy button. */
  invalidFile: { title: 'Invalid File', description: 'Please select a valid CSV file.' },
  uploading: 'Uploading...',

  report: {
    title: 'Last upload',
    added: (count: number) => `Added: ${count}`,
    skipped: (count: number) => `Skipped: ${count}`,
    rowsTitle: 'Rows not imported',
    row: (row: number, message: string) => `Row ${row}: ${message}`,
    more: (count: number) => `…and ${count} more.`,
    dismiss: 'Dismiss',
  },

  pagination: {
    label: (what: string) => `Pages of ${what}`,
    previous: 'Previous',
    next: 'Next',
    range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
    page: (page: number, pages: number) => `Page ${page} of ${pages}`,
  },

  chips: { all: 'All' },

  /** A school's language (which version of a campaign it gets). */
  languages: { en: 'English', es: 'Spanish' },

  /** "1 school", "2,400 schools". */
  schools: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'school' : 'schools'}`,

  backToEmailMarketing: 'Back to Email Marketing',

  /** The admin header (SPEC §2) and Logout (SPEC §8). */
  header: {
    label: 'Admin Dashboard',
    visitSite: 'Visit Site',
    dashboard: 'Dashboard',
    emailMarketing: 'Email Marketing',
    logout: 'Logout',
    loggedOut: { title: 'Logged Out', description: 'You have been successfully logged out.' },
  },

  nav: {
    group: 'Marketing tools',
    emailMarketing: 'Email Marketing',
    campaignCreator: 'Campaign Creator',
    privacyGroup: 'Privacy',
    privacy: 'Person lookup',
  },
} as const
