/**
 * Every string the Privacy screen shows. The admin is English-only (it is not part of the visitor's bilingual
 * catalog, like the other staff screens); validation messages come from the shared schemas via i18n/en.json.
 */
export const text = {
  title: 'Privacy',
  intro:
    'One person, one place: search an email address to see every record that concerns it, export it all, or erase it.',
  loading: 'Loading the privacy screen...',

  search: {
    title: 'Find a person',
    label: 'Email address',
    hint: 'The exact address, any case. It is sent in the request body and never stored by the search.',
    submit: 'Search',
    searching: 'Searching...',
  },

  result: {
    title: (email: string) => `Records of ${email}`,
    none: 'No records with this address.',
    count: (n: number) => (n === 1 ? '1 record' : `${n} records`),
    suppressed: (reason: string, date: string) =>
      `On the suppression list (${reason}) since ${date}: never added or mailed again.`,
    notSuppressed: 'Not on the suppression list.',
    open: 'Open in the admin',
    openOf: (label: string, id: number | string) => `Open in the admin – ${label} #${id}`,
    inTrash: 'In the trash',
    history: 'Staff actions concerning this person',
    noHistory: 'No staff actions recorded for this address.',
    historyColumns: { when: 'When', action: 'Action', who: 'Staff member', summary: 'What' },
    system: 'System',
  },

  actions: {
    exportJson: 'Export JSON',
    exportCsv: 'Export CSV',
    exporting: 'Exporting...',
    erase: 'Erase all',
    eraseHeading: 'Erase this person?',
    eraseBody: (email: string, records: number) =>
      `Every record of ${email} (${records} in all: enquiries, subscription, school contact…) will be deleted in one go, and the address will be kept only as a keyed hash on the suppression list, so it is never added or mailed again. This cannot be undone. Export the data first if the person asked for a copy.`,
    eraseConfirm: 'Erase',
    erasing: 'Erasing...',
    cancel: 'Cancel',
  },

  recent: {
    title: 'Recent activity in the audit trail',
    empty: 'Nothing recorded yet.',
    all: 'Open the whole audit trail',
  },

  notices: {
    searchFailed: { title: 'Search Failed', description: 'The records could not be read. Please try again.' },
    exported: { title: 'Export Ready', description: 'The file has been downloaded.' },
    exportFailed: { title: 'Export Failed', description: 'The export could not be made. Please try again.' },
    erased: {
      title: 'Person Erased',
      description: (n: number) => `${n} records removed; the address is on the suppression list.`,
    },
    eraseFailed: { title: 'Erase Failed', description: 'Nothing was erased. Please try again.' },
  },
} as const
