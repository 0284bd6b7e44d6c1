/**
 * Every string the staff Dashboard shows. The admin is English-only (it is not part of the visitor's bilingual
 * catalog); the notices (title / description pairs) are the exact texts of SPEC §8. Accessible names of per-row
 * buttons start with the visible label, then name the row they act on.
 */
export const text = {
  title: 'Dashboard',
  intro: 'Enquiries from the contact forms and the newsletter list.',
  notAllowed: 'You need an admin account to see this dashboard.',

  cards: {
    total: { label: 'Total Submissions', caption: 'All contact forms' },
    school: { label: 'School Groups', caption: 'Educational trip enquiries' },
    erasmus: { label: 'Erasmus+ Programs', caption: 'EU mobility support' },
    newsletter: { label: 'Newsletter Subscribers', caption: 'Email marketing list' },
  },

  collections: { title: 'Collections', open: (label: string) => `Open ${label}` },

  contacts: {
    title: 'Contact Submissions',
    tabsLabel: 'Filter contact submissions',
    tabs: { all: 'All', school: 'School Groups', erasmus: 'Erasmus+', trash: 'Trash' },
    empty: {
      all: 'No contact submissions yet.',
      school: 'No school group enquiries yet.',
      erasmus: 'No Erasmus+ enquiries yet.',
      trash: 'The trash is empty.',
    },
    /** The table's headers, in order. */
    columns: {
      name: 'Name',
      email: 'Email',
      organization: 'Organization',
      destination: 'Destination',
      programType: 'Program Type',
      date: 'Date',
      status: 'Status',
      actions: 'Actions',
    },
    viewDetails: 'View Details',
    viewDetailsOf: (name: string) => `View Details – ${name}`,
    trash: 'Trash',
    trashOf: (name: string) => `Trash – ${name}`,
    restore: 'Restore',
    restoreOf: (name: string) => `Restore – ${name}`,
  },

  status: { new: 'New', processed: 'Processed', active: 'Active' },
  notSpecified: 'Not specified',
  none: '—',

  details: {
    title: 'Contact Details',
    name: 'Name',
    email: 'Email',
    organization: 'Organization',
    destination: 'Destination',
    programType: 'Program Type',
    submitted: 'Submitted',
    status: 'Status',
    message: 'Message',
    consent: {
      title: 'Consent record',
      at: 'Consent given',
      notRecorded: 'Not recorded',
      form: 'Form',
      page: 'Page',
      locale: 'Language',
      privacyVersion: 'Privacy policy version',
    },
    lastContact: (keptFor: string | null) => (keptFor ? `Last contact (deleted ${keptFor} later)` : 'Last contact'),
    inTrash: 'In the trash',
    close: 'Close',
    reply: 'Reply via Email',
    replySubject: 'Re: your enquiry',
    markProcessed: 'Mark as Processed',
    processing: 'Processing...',
  },

  newsletter: {
    title: 'Newsletter Subscriptions',
    upload: 'Upload CSV',
    chooseFile: 'Choose a CSV file of newsletter subscribers',
    hint: 'CSV needs a column email, optionally name and school; headers are case-sensitive (email, name, school)',
    empty: 'No newsletter subscribers yet.',
    /** The table's headers, in order. */
    columns: {
      email: 'Email',
      name: 'Name',
      school: 'School',
      source: 'Source',
      subscribed: 'Subscribed Date',
      status: 'Status',
      actions: 'Actions',
    },
    delete: 'Delete',
    deleteOf: (email: string) => `Delete – ${email}`,
    confirmHeading: 'Delete subscription?',
    confirmBody: (email: string) =>
      `The newsletter subscription of ${email} will be deleted, and the address put on the suppression list: no sign-up or import can add it again. This cannot be undone.`,
    confirmLabel: 'Delete',
    confirmingLabel: 'Deleting...',
    cancelLabel: 'Cancel',
  },

  refreshFailed: 'The lists could not be refreshed. Reload the page to try again.',

  /** The notices of SPEC §8 (title, description). */
  notices: {
    processed: { title: 'Contact Updated', description: 'Contact has been marked as processed successfully.' },
    processFailed: { title: 'Update Failed', description: 'Failed to mark contact as processed. Please try again.' },
    trashed: { title: 'Contact Moved to Trash' },
    trashFailed: { title: 'Move to Trash Failed', description: 'Failed to move contact to trash. Please try again.' },
    restored: { title: 'Contact Restored' },
    restoreFailed: { title: 'Restore Failed', description: 'Failed to restore contact from trash. Please try again.' },
    csvUploaded: {
      title: 'CSV Upload Successful',
      description: (count: number) => `Added ${count} new newsletter subscriptions.`,
    },
    csvFailed: {
      title: 'Upload Failed',
      description: 'Failed to upload CSV file. Please check the format and try again.',
    },
    subscriptionDeleted: {
      title: 'Subscription Deleted',
      description: 'Newsletter subscription has been deleted successfully.',
    },
    deleteFailed: {
      title: 'Delete Failed',
      description: 'Failed to delete newsletter subscription. Please try again.',
    },
  },
} as const
