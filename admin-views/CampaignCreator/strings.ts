import { sharedText } from '@admin-views/shared/strings'

/**
 * Every string the Campaign Creator shows. The admin is English-only; the notices (title / description pairs)
 * are the exact texts of SPEC §8; the field messages come from campaignSchema (SPEC §5) via i18n/en.json.
 */
export const text = {
  title: 'Campaign Creator',
  intro:
    'Write the email in English (and in Spanish if you like), check both in the preview and choose the schools it goes to. Each school gets the version of its language.',
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
    mode: 'Editor',
    modes: { visual: 'Visual editor', html: 'HTML' },
    modeHint:
      'The visual editor needs no HTML: the branded header, footer and unsubscribe line are added for you. HTML mode sends your HTML as written.',
    visualHint:
      'Headings, bold, italic, links, lists, images from the media library and buttons: use the toolbar, or type “/”. Placeholders are in the toolbar’s Placeholders menu.',
    textPartHint: 'Optional. Without it, a text version is made from the content.',
    insertPlaceholder: 'Insert placeholder…',
    languages: 'Language versions',
    spanishToggle: 'Add a Spanish version',
    spanishHint:
      'Schools whose language is Spanish get it; every other school, and Spanish schools when there is no Spanish version, get the English one.',
    templates: {
      title: 'Templates',
      choose: 'Start from a template',
      apply: 'Use template',
      applyConfirm: 'Replace the current content with this template?',
      saveName: 'Template name',
      save: 'Save as template',
      saving: 'Saving...',
      saved: { title: 'Template Saved', description: 'You can start new campaigns from it.' },
      failed: { title: 'Saving Failed', description: 'The template could not be saved. Please check the content.' },
    },
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
    intro:
      'With sample values: Sample School, Educator, Spain, Madrid (in Spanish: Centro de ejemplo, docente, España, Madrid).',
    subject: 'Subject',
    noSubject: '(no subject yet)',
    frameTitle: 'Preview of the email content',
    frameTitleEs: 'Preview of the Spanish email content',
    heading: { en: 'English version', es: 'Spanish version' },
    loading: 'Rendering the preview...',
    textPart: 'Text version',
    close: 'Hide Preview',
  },

  versions: {
    en: {
      tab: 'English',
      subject: 'Subject Line',
      subjectPlaceholder: 'e.g. A school trip to Madrid for -schoolName-',
      subjectPlaceholders: 'Insert a placeholder into the subject',
      content: 'Email Content',
      html: 'Email Content (HTML)',
      htmlPlaceholders: 'Insert a placeholder into the HTML',
      textPart: 'Text version (optional)',
    },
    es: {
      tab: 'Spanish',
      subject: 'Spanish Subject',
      subjectPlaceholder: 'p. ej. Un viaje escolar a Madrid para -schoolName-',
      subjectPlaceholders: 'Insert a placeholder into the Spanish subject',
      content: 'Spanish Content',
      html: 'Spanish Content (HTML)',
      htmlPlaceholders: 'Insert a placeholder into the Spanish HTML',
      textPart: 'Spanish text version (optional)',
    },
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
