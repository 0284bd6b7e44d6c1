import type { CampaignStatus } from '@/features/campaigns/status'
import type { Bound } from '@/platform/admin/i18n/bind'
import type { SharedText } from '@/platform/admin/ui/strings'

/**
 * Every text the Email Marketing screen shows, in English; the Spanish is in ./strings.es.ts (see src/platform/admin/i18n).
 * The English notices (title / description pairs) are the exact texts of the agency's spec. Accessible names of
 * per-row buttons start with the visible label, then name the row they act on.
 */
export const emailMarketingEn = {
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
    hint: 'Columns: name, email, country, city, contact_person, phone, website, labels (separate labels with ;), language (en or es; empty: es for schools in Spain, en elsewhere), open_tracking_consent (yes only when the school has agreed that our mails count opens; empty: no)',
    serverSaid: 'The last upload was refused: {{message}}',
    campaignTitle: 'Campaigns',
    campaignHint: 'Write an email and choose the schools it goes to.',
    createCampaign: 'Create New Campaign',
    recentActivity: 'Recent Activity',
    noCampaigns: 'No campaigns yet',
    created: 'Created {{date}}',
  },

  schools: {
    title: 'Schools Database',
    filter: 'Filter',
    filterActive: 'Filter ({{count}})',
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
    showingAll: 'Showing {{schools}}',
    showingSome: 'Showing {{shown}} of {{schools}}',
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
    /** The school agreed that campaign mails count opens (Add School, the CSV's open_tracking_consent). */
    openTracking: 'Opens: agreed',
    openTrackingSince: 'Agreed on {{when}} that our campaign mails count opens',
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
    openTracking: 'Agreed to open tracking',
    openTrackingHint:
      'Tick only when the school has told us it agrees that our campaign mails count whether they are opened.',
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
    selected: '{{count}} selected',
    notSent: '-',
    view: 'View',
    viewOf: 'View – {{name}}',
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
    /**
     * The three rate cards, each computed from what is measured or saying it is not: opens only from mails that
     * carried the open pixel (off by default, and only to schools that agreed); clicks are counted links
     * (docs/product.md › Campaign analytics).
     */
    rates: {
      openRate: {
        label: 'Open Rate',
        caption: '{{opens}} opens in {{tracked}} mails with the open pixel',
        off: 'Open counting is off (Company details › Campaign mails)',
        noConsent: 'No mail has carried the open pixel yet: only schools that agreed to open tracking get it',
      },
      clickRate: {
        label: 'Click Rate',
        caption: 'Link clicks: {{clicks}} in {{sent}} mails sent',
        off: 'Link counting is off (Company details › Campaign mails)',
      },
      bounceRate: {
        label: 'Bounce Rate',
        caption: '{{hard}} hard and {{soft}} soft bounces in {{mailed}} mails',
        nothingYet: 'Nothing sent yet',
      },
      notMeasured: 'Not measured',
    },
    placeholder: 'Campaign analytics will appear here once you start sending emails.',
    /** Once a campaign was sent: measured figures. */
    real: {
      sent: { label: 'Emails Delivered', caption: 'Accepted by the mail server' },
      hardBounces: { label: 'Hard Bounces', caption: 'Refused for good (5xx)' },
      softBounces: { label: 'Soft Bounces', caption: 'Refused for now (4xx) on every attempt' },
      unsubscribed: { label: 'Unsubscribed', caption: 'Through campaign links' },
      complaints: {
        label: 'Complaints',
        value: 'Not reported',
        caption: 'Not reported by the relay: our SMTP relay passes on no spam complaints',
      },
      rateOf: '{{percent}}% of mails',
      perLanguage: 'Per language',
      languageColumns: ['Language', 'Sent', 'Hard bounces', 'Soft bounces', 'Unsubscribed'],
      perCampaign: 'Per campaign',
      columns: [
        'Campaign',
        'Status',
        'Sent',
        'Hard bounces',
        'Soft bounces',
        'Unsubscribed',
        'Clicks',
        'Opens',
        'Sent Date',
      ],
      perMonth: 'Per month',
      monthColumns: ['Month', 'Sent', 'Hard bounces', 'Soft bounces', 'Unsubscribed', 'Clicks', 'Opens'],
      note: 'Clicks are counted per link and month, and opens per campaign and month, never per person: a reader who clicks twice, or a mail scanner that opens links or images, counts each time. Opens are counted only while Company details › Campaign mails says so, and only in mails to schools marked "Agreed to open tracking". Complaints are not reported by our SMTP relay.',
    },
  },

  refreshFailed: 'The schools list could not be refreshed. Reload the page to try again.',

  /** Under a school's "Hard bounce" date in the admin. */
  clearBounce: {
    clear: 'Clear bounce',
    confirm: 'Clear the hard bounce? Later campaigns will mail this address again.',
    cleared: { title: 'Bounce Cleared', description: 'Later campaigns will mail this school again.' },
    failed: 'The bounce could not be cleared. Please try again.',
  },

  /** The notices (title, description), and those of adding a school by hand. */
  notices: {
    csvUploaded: { title: 'CSV Upload Successful', description: 'Added {{count}} schools to your database.' },
    csvFailed: { title: 'Upload Failed', description: 'Please check your CSV format and try again.' },
    schoolAdded: { title: 'School Added', description: '{{name}} was added to your database.' },
    schoolFailed: { title: 'School Not Added', description: 'Please check the form and try again.' },
  },
} as const

/** The screen's texts in one language, with the counted ones. */
export function emailMarketingText(bound: Bound<typeof emailMarketingEn>, shared: SharedText, language: string) {
  const numbers = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US')
  const percent = new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  })
  const { schools, campaigns, analytics } = bound
  return {
    ...bound,
    language,
    schools: {
      ...schools,
      showing: (shown: number, total: number) =>
        shown === total
          ? schools.showingAll(shared.schools(total))
          : schools.showingSome(numbers.format(shown), shared.schools(total)),
    },
    campaigns: {
      ...campaigns,
      recipients: (total: number) => numbers.format(total),
      selected: (count: number) => campaigns.selected(numbers.format(count)),
    },
    analytics: {
      ...analytics,
      real: {
        ...analytics.real,
        rate: (part: number, whole: number) =>
          whole ? analytics.real.rateOf(percent.format((part / whole) * 100)) : '-',
        /** A bare percentage, in the language's own form ("2.5%", "2,5 %"). */
        percentOf: (part: number, whole: number) =>
          new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
            style: 'percent',
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(part / whole),
      },
    },
  }
}

export type EmailMarketingText = ReturnType<typeof emailMarketingText>
