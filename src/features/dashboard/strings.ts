/**
 * Every text the staff Dashboard shows, in English; the Spanish is in ./strings.es.ts, and both are registered with
 * Payload's i18n (see src/platform/admin/i18n). The English notices (title / description pairs) are the exact texts of the
 * agency's spec. Accessible names of per-row buttons start with the visible label, then name the row they act on.
 */
export const dashboardEn = {
  title: 'Dashboard',
  intro: 'Enquiries from the contact forms and the newsletter list.',
  notAllowed: 'You need an admin account to see this dashboard.',

  cards: {
    total: { label: 'Total Submissions', caption: 'All contact forms' },
    school: { label: 'School Groups', caption: 'Educational trip enquiries' },
    erasmus: { label: 'Erasmus+ Programs', caption: 'EU mobility support' },
    newsletter: { label: 'Newsletter Subscribers', caption: 'Email marketing list' },
    overdue: { label: 'Overdue', caption: 'Still New past the 24-hour promise' },
    // Counts after a colon: one wording for one and for many, in both languages.
    openProposals: { label: 'Open Proposals', caption: 'Sent, awaiting the school’s answer: {{count}}' },
    wonProposals: { label: 'Accepted This Month', caption: 'Proposals accepted: {{count}}' },
  },
  /**
   * The median first answer (src/features/enquiries/first-answer.ts): the figure counts business hours, which a reader
   * would otherwise take for hours on the clock.
   */
  medianAnswer: {
    label: 'Median First Answer',
    caption: 'Business hours (Mon–Fri 9–18) from arrival to a reply or to Contacted, last 30 days',
    // The unit in words: "h" after a figure reads as time on the clock ("0.0 business h").
    value: '{{hours}} business hours',
  },

  collections: { title: 'Collections', open: 'Open {{label}}' },

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
      status: 'Stage',
      owner: 'Owner',
      actions: 'Actions',
    },
    stageFilter: 'Stage',
    allStages: 'All stages',
    mine: 'Mine',
    mineHint: 'Only enquiries you own',
    filteredEmpty: 'No enquiries match these filters.',
    unassigned: 'Unassigned',
    viewDetails: 'View Details',
    viewDetailsOf: 'View Details – {{name}}',
    trash: 'Trash',
    trashOf: 'Trash – {{name}}',
    restore: 'Restore',
    restoreOf: 'Restore – {{name}}',
  },

  status: { new: 'New', processed: 'Processed', active: 'Active', overdue: 'Overdue' },
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
    trip: {
      title: 'Trip request',
      open: 'Open the request to make a proposal',
    },
    consent: {
      title: 'Consent record',
      at: 'Consent given',
      notRecorded: 'Not recorded',
      form: 'Form',
      page: 'Page',
      locale: 'Language',
      privacyVersion: 'Privacy policy version',
    },
    lastContact: 'Last contact',
    lastContactKept: 'Last contact (deleted {{keptFor}} later)',
    inTrash: 'In the trash',
    close: 'Close',
    reply: 'Reply via Email',
    replySubject: 'Re: your enquiry',
    markProcessed: 'Mark as Processed',
    processing: 'Processing...',
    stage: 'Stage',
    owner: 'Owner',
    takeIt: 'Take it',
    nobody: 'Nobody',
    dueBy: 'Answer due by',
    timeline: 'Timeline',
    timelineLoading: 'Loading the timeline…',
    timelineFailed: 'The timeline could not be loaded.',
    related: 'Earlier enquiries from this person or organisation',
    relatedSameEmail: 'same email',
    relatedSameOrganization: 'same organisation',
    open: 'Open {{name}}',
    noteLabel: 'Add a note',
    noteFirst: 'Write a note first',
    noteHint: 'Only staff see notes (up to 10,000 characters).',
    addNote: 'Add Note',
    addingNote: 'Adding...',
    replyTitle: 'Reply by email',
    replyFirst: 'Write the reply first',
    replyHint:
      'Sent to {{email}} from the agency’s address, with your email as Reply-To; the enquiry is quoted below your text.',
    replySubjectLabel: 'Subject',
    replyText: 'Message',
    sendReply: 'Send Reply',
    sendingReply: 'Sending...',
    sendAgain: 'Send again',
    replyInTrash: 'Restore the enquiry to reply from here.',
  },

  timeline: {
    received: 'Received',
    receivedThrough: 'Received through the {{form}}',
    consent: 'Consent to the privacy policy given {{at}}',
    consentVersion: 'Consent to the privacy policy (version {{version}}) given {{at}}',
    note: 'Note',
    stage: 'Stage: {{from}} → {{to}}',
    owner: 'Owner: {{to}}',
    ownerRemoved: 'Owner removed',
    reply: { queued: 'Reply being sent…', sent: 'Reply sent', failed: 'Reply NOT sent' },
    replyError: 'The mail server refused it: {{error}}',
    reminder: 'Overdue reminder sent to {{to}}',
    notification: 'Staff notification sent to {{to}}',
    ownerNotified: 'The new owner was told by mail ({{to}})',
    autoReply: 'Confirmation sent to the sender',
    proposal: {
      sent: 'Proposal sent to {{to}}',
      accepted: 'Proposal accepted by the school',
      changesRequested: 'The school asked for changes to the proposal',
      other: 'Proposal',
    },
    by: 'by {{name}}',
    system: 'automatic',
  },

  team: {
    title: 'Team',
    intro: 'Everyone here can answer enquiries. An invited colleague gets an email with a link to choose a password.',
    name: 'Name',
    email: 'Email',
    invite: 'Invite Colleague',
    inviting: 'Inviting...',
    you: '(you)',
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
    deleteOf: 'Delete – {{email}}',
    confirmHeading: 'Delete subscription?',
    confirmBody:
      "The newsletter subscription of {{email}} will be deleted, and the address put on the suppression list: no import can add it again, only the person's own sign-up confirmed from their inbox. This cannot be undone.",
    confirmLabel: 'Delete',
    confirmingLabel: 'Deleting...',
    cancelLabel: 'Cancel',
  },

  refreshFailed: 'The lists could not be refreshed. Reload the page to try again.',

  /** The notices (title, description). */
  notices: {
    stageChanged: { title: 'Contact Updated', description: 'Stage: {{stage}}.' },
    ownerChanged: { title: 'Contact Updated', description: 'Owner: {{owner}}.' },
    updateFailed: { title: 'Update Failed', description: 'The enquiry could not be changed. Please try again.' },
    noteAdded: { title: 'Note Added' },
    noteFailed: { title: 'Note Not Added', description: 'The note could not be saved. Please try again.' },
    replyQueued: { title: 'Reply Sending', description: 'It shows on the timeline once the mail server accepts it.' },
    replySent: { title: 'Reply Sent' },
    replyFailed: {
      title: 'Reply Not Sent',
      description: 'The mail server refused it. Your text is kept on the timeline: send it again.',
    },
    replyRefused: { title: 'Reply Not Sent', description: 'The reply could not be sent. Please try again.' },
    invited: { title: 'Colleague Invited', description: 'An invitation was sent to {{email}}.' },
    invitedNoMail: {
      title: 'Colleague Added',
      description:
        'The invitation mail to {{email}} could not be sent: they can use “Forgot password?” on the sign-in page.',
    },
    inviteFailed: { title: 'Invitation Failed', description: 'The colleague could not be invited. Please try again.' },
    processed: { title: 'Contact Updated', description: 'Contact has been marked as processed successfully.' },
    processFailed: { title: 'Update Failed', description: 'Failed to mark contact as processed. Please try again.' },
    trashed: { title: 'Contact Moved to Trash' },
    trashFailed: { title: 'Move to Trash Failed', description: 'Failed to move contact to trash. Please try again.' },
    restored: { title: 'Contact Restored' },
    restoreFailed: { title: 'Restore Failed', description: 'Failed to restore contact from trash. Please try again.' },
    csvUploaded: {
      title: 'CSV Upload Successful',
      // Imported addresses get no confirmation mail: the staff who upload the file vouch for their consent.
      description:
        'Added {{count}} new newsletter subscriptions. Imported addresses are subscribed at once, without a confirmation mail: only import people who agreed to receive the newsletter.',
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
