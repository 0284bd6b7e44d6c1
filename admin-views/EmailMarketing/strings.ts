import type { CampaignStatus } from '@/lib/campaigns/status'
import { sharedText } from '@admin-views/shared/strings'

/**
 * Every string the Email Marketing screen shows. The admin is English-only; the notices (title / description
 * pairs) are the exact texts of SPEC §8. Accessible names of per-row buttons start with the visible label, then
 * name the row they act on.
 */
export const text = {
  title: 'Email Marketing',
  intro: 'Your schools database, your campaigns and how they perform.',
  loading: 'Loading your email marketing dashboard...',

  cards: {
    schools: { label: 'Total Schools', caption: 'In your database' },
    active: { label: 'Active Campaigns', caption: 'Sending or scheduled' },
    campaigns: { label: 'Total Campaigns', caption: 'All campaigns' },
    sent: { label: 'Emails Sent', caption: 'This month' },
  },

  tabsLabel: 'Email marketing sections',
  tabs: { overview: 'Overview', schools: 'Schools Database', campaigns: 'Campaigns', analytics: 'Analytics' },

  overview: {
    quickActions: 'Quick Actions',
    importTitle: 'Import schools',
    upload: 'Upload Schools CSV',
    chooseFile: 'Choose a CSV file of schools',
    hint: 'Columns: name, email, country, city, contact_person, phone, website, labels (separate labels with ;), language (en or es; empty: es for schools in Spain, en elsewhere)',
    serverSaid: (message: string) => `The last upload was refused: ${message}`,
    campaignTitle: 'Campaigns',
    campaignHint: 'Write an email and choose the schools it goes to.',
    createCampaign: 'Create New Campaign',
    recentActivity: 'Recent Activity',
    noCampaigns: 'No campaigns yet',
    created: (date: string) => `Created ${date}`,
  },

  schools: {
    title: 'Schools Database',
    filter: 'Filter',
    filterActive: (count: number) => `Filter (${count})`,
    addSchool: 'Add School',
    filtersLabel: 'Filter schools',
    search: 'Search',
    searchPlaceholder: 'Name, email, city or contact person',
    country: 'Country',
    allCountries: 'All countries',
    labels: 'Labels',
    labelsHint: 'Shows schools with any of the selected labels.',
    noLabels: 'No labels in use yet.',
    clearFilters: 'Clear filters',
    showing: (shown: number, total: number) =>
      shown === total
        ? `Showing ${sharedText.schools(total)}`
        : `Showing ${shown.toLocaleString('en-US')} of ${sharedText.schools(total)}`,
    /** The table's headers, in order. */
    columns: {
      name: 'School Name',
      email: 'Email',
      country: 'Country',
      language: 'Language',
      contactPerson: 'Contact Person',
      labels: 'Labels',
      lastContacted: 'Last Contacted',
    },
    never: 'Never',
    none: '—',
    optedOut: 'Opted out',
    bounced: 'Hard bounce',
    bouncedOnly: 'Only schools with a hard bounce (campaigns skip them until cleared)',
    empty: { title: 'No schools in database yet', text: 'Upload a CSV file to get started' },
    noMatch: 'No schools match your filters',
  },

  addSchool: {
    title: 'Add School',
    intro: 'The school is added to your database at once; fields marked * are required.',
    fields: {
      name: 'School Name',
      email: 'Email',
      country: 'Country',
      city: 'City',
      contact_person: 'Contact Person',
      phone: 'Phone',
      website: 'Website',
      labels: 'Labels',
    },
    labelsHint: 'Separate labels with ; (for example: erasmus; secondary)',
    language: 'Language',
    languageHint: 'Campaigns send this language’s version. Follows the country until you choose: Spanish for Spain.',
    submit: 'Add School',
    submitting: 'Adding...',
    cancel: 'Cancel',
  },

  campaigns: {
    title: 'Campaigns',
    /** The table's headers, in order. */
    columns: {
      name: 'Campaign Name',
      subject: 'Subject',
      status: 'Status',
      recipients: 'Recipients',
      sentDate: 'Sent Date',
      actions: 'Actions',
    },
    recipients: (total: number) => total.toLocaleString('en-US'),
    selected: (count: number) => `${count.toLocaleString('en-US')} selected`,
    notSent: '-',
    view: 'View',
    viewOf: (name: string) => `View – ${name}`,
    empty: 'No campaigns created yet',
  },

  status: {
    draft: 'Draft',
    scheduled: 'Scheduled',
    sending: 'Sending',
    paused: 'Paused',
    sent: 'Sent',
    cancelled: 'Cancelled',
  } satisfies Record<CampaignStatus, string>,

  analytics: {
    title: 'Analytics',
    cards: {
      openRate: { label: 'Open Rate', value: '24.5%', delta: '+2.1%' },
      clickRate: { label: 'Click Rate', value: '3.8%', delta: '+0.5%' },
      bounceRate: { label: 'Bounce Rate', value: '2.1%', delta: '-0.3%' },
    },
    deltaCaption: 'from last month',
    sample: 'Sample figures: nothing is measured yet.',
    placeholder: 'Campaign analytics will appear here once you start sending emails.',
    /** Once a campaign was sent: measured figures (opens and clicks are not tracked: no tracking pixels). */
    real: {
      sent: { label: 'Emails Delivered', caption: 'Accepted by the mail server' },
      failed: { label: 'Failed', caption: 'After all retries' },
      bounced: { label: 'Bounced', caption: 'Addresses refused for good' },
      unsubscribed: { label: 'Unsubscribed', caption: 'Through campaign links' },
      rate: (part: number, whole: number) => (whole ? `${((part / whole) * 100).toFixed(1)}% of mails` : '-'),
      perLanguage: 'Per language',
      languageColumns: ['Language', 'Sent', 'Bounced', 'Failed', 'Unsubscribed'],
      perCampaign: 'Per campaign',
      columns: ['Campaign', 'Status', 'Sent', 'Failed', 'Bounced', 'Unsubscribed', 'Sent Date'],
      note: 'Opens and clicks are not measured: the emails carry no tracking pixels or redirected links.',
    },
  },

  refreshFailed: 'The schools list could not be refreshed. Reload the page to try again.',

  /** The notices of SPEC §8 (title, description), and those of adding a school by hand. */
  notices: {
    csvUploaded: {
      title: 'CSV Upload Successful',
      description: (count: number) => `Added ${count} schools to your database.`,
    },
    csvFailed: { title: 'Upload Failed', description: 'Please check your CSV format and try again.' },
    schoolAdded: { title: 'School Added', description: (name: string) => `${name} was added to your database.` },
    schoolFailed: { title: 'School Not Added', description: 'Please check the form and try again.' },
  },
} as const
