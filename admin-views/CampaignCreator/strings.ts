import { sharedText } from '@admin-views/shared/strings'

/**
 * Every string the Campaign Creator shows. The admin is English-only; the notices (title / description pairs)
 * are the exact texts of SPEC §8; the field messages come from campaignSchema (SPEC §5) via i18n/en.json.
 */
export const text = {
  title: 'Campaign Creator',
  intro: 'Write the email, check it in the preview and choose the schools it goes to.',
  loading: 'Loading campaign creator...',

  form: {
    title: 'Campaign Details',
    name: 'Campaign Name',
    namePlaceholder: 'e.g. Spring 2026 school trips',
    subject: 'Subject Line',
    subjectPlaceholder: 'e.g. A school trip to Madrid for -schoolName-',
    content: 'Email Content (HTML)',
    contentHint:
      'The email is sent as written here. Keep the unsubscribe line: {{unsubscribeUrl}} is filled in when it is sent.',
    placeholdersTitle: 'Placeholders',
    placeholdersHint: 'Use them in the subject and the content; each school gets its own values.',
    placeholders: {
      schoolName: 'school name',
      contactPerson: 'contact person',
      country: 'country',
      city: 'city',
    },
    showPreview: 'Show Preview',
    hidePreview: 'Hide Preview',
    create: 'Create Campaign',
    creating: 'Creating...',
    draftNote: 'The campaign is saved as a draft; nothing is sent yet.',
  },

  preview: {
    title: 'Email Preview',
    intro: 'With sample values: Sample School, Educator, Spain, Madrid.',
    subject: 'Subject',
    noSubject: '(no subject yet)',
    frameTitle: 'Preview of the email content',
    close: 'Hide Preview',
  },

  recipients: {
    title: 'Select Recipients',
    selected: (count: number) => `${count.toLocaleString('en-US')} selected`,
    country: 'Country',
    labels: 'Labels',
    labelsHint: 'Shows schools with any of the selected labels.',
    showing: (count: number) => `Showing ${sharedText.schools(count)}`,
    selectAll: 'Select All',
    deselectAll: 'Deselect All',
    listLabel: 'Schools',
    noMatch: 'No schools match your filters',
    noSchools: 'No schools to send to yet. Add schools on the Email Marketing screen.',
    optedOutNote: 'Schools that unsubscribed are not listed.',
    select: (name: string) => `Select ${name}`,
  },

  /** The notices of SPEC §8 (title, description). */
  notices: {
    created: { title: 'Campaign Created!', description: 'Your email campaign has been created successfully.' },
    failed: { title: 'Creation Failed', description: 'Failed to create campaign. Please try again.' },
  },
} as const
