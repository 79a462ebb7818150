/** Every toast the app shows, word for word as the product's specification has them. */
export type ToastTone = 'default' | 'success' | 'error';

export type Toast = {
  title: string;
  description: string;
  tone: ToastTone;
};

/** " Repaired to pass the form's rules: Owners, Name." after a restore that had to. */
const repairedNote = (fields: readonly string[]) =>
  fields.length === 0 ? '' : ` Repaired to pass the form's rules: ${fields.join(', ')}.`;

export const toasts = {
  loginFailed: { title: 'Authentication failed', description: 'Invalid credentials', tone: 'error' },
  loginSucceeded: { title: 'Welcome back!', description: 'Successfully logged in to the lab', tone: 'success' },
  projectAdded: (name: string): Toast => ({
    title: 'Project added!',
    description: `${name} has been added to the lab.`,
    tone: 'success',
  }),
  projectMoved: (name: string, status: string): Toast => ({
    title: 'Project moved',
    description: `${name} is now ${status}.`,
    tone: 'success',
  }),
  projectDeleted: { title: 'Project deleted', description: 'Project has been removed from the lab.', tone: 'default' },
  exportDone: { title: 'Export complete!', description: 'Projects data has been exported to CSV.', tone: 'success' },
  figuresExportDone: {
    title: 'Export complete!',
    description: 'Monthly figures have been exported to CSV.',
    tone: 'success',
  },
  loggedOut: { title: 'Logged out', description: 'See you next time!', tone: 'default' },
  missingUrl: (kind: 'GitHub' | 'live demo'): Toast => ({
    title: 'feature not implemented',
    description: `No ${kind} URL provided for this project.`,
    tone: 'default',
  }),
  unsafeUrl: (kind: 'GitHub' | 'live demo'): Toast => ({
    title: 'Link not opened',
    description: `The ${kind} URL is not a web address. Only http:// and https:// addresses can be opened.`,
    tone: 'error',
  }),
  backupDownloaded: (count: number): Toast => ({
    title: 'Backup downloaded',
    description: `${count === 1 ? '1 project' : `${count} projects`} saved to a JSON file. Import it here to restore them.`,
    tone: 'success',
  }),
  importDone: (count: number, mode: 'merge' | 'replace', total: number): Toast => ({
    title: 'Import complete',
    description:
      mode === 'replace'
        ? `The lab now holds the ${count === 1 ? '1 imported project' : `${count} imported projects`}.`
        : `${count === 1 ? '1 project' : `${count} projects`} merged; the lab holds ${total}.`,
    tone: 'success',
  }),
  // Storage problems (data safety): say what happened and where the original is.
  storageRecovered: (repaired: number, dropped: number, backupKey: string | null): Toast => ({
    title: 'Stored projects were repaired',
    description: backupKey
      ? `${repaired} repaired, ${dropped} unreadable and left out. The original data is kept in localStorage under "${backupKey}".`
      : `${repaired} repaired, nothing left out. Browser storage had no room for a copy of the original, so the repaired list replaces it.`,
    tone: 'default',
  }),
  storageBackupFailed: {
    title: 'Changes are not being saved',
    description:
      'Some stored data could not be read, and browser storage is too full to back it up first. It is left untouched, so changes made here are not saved. Download a backup to keep them.',
    tone: 'error',
  },
  storageUnreadable: (backupKey: string): Toast => ({
    title: 'Stored data could not be read',
    description: `The lab started without it. The original data is kept in localStorage under "${backupKey}".`,
    tone: 'error',
  }),
  storageMigrationFailed: (backupKey: string): Toast => ({
    title: 'Stored data could not be upgraded',
    description: `Nothing was overwritten: the original data is kept in localStorage under "${backupKey}".`,
    tone: 'error',
  }),
  // An upgrade that could not read the lab's history yet (app/persistence/migrations/pendingMonths.ts).
  monthsPending: {
    title: 'Past months not read yet',
    description:
      "The lab's history is held by another Forge Lab tab, so the months before this one are filled in once it is closed. Nothing is lost.",
    tone: 'default',
  },
  monthsFilled: {
    title: 'Past months filled in',
    description: "Each project's months are back from the lab's history.",
    tone: 'success',
  },
  storageFromNewerVersion: {
    title: 'Saved by a newer Forge Lab',
    description:
      'Your data was saved by a newer version of the app. It is shown as is, and changes made here are not saved. Reload to get the newest version.',
    tone: 'error',
  },
  saveFailed: (storageFull: boolean): Toast => ({
    title: 'Change not saved',
    description: storageFull
      ? 'Browser storage is full, so this change is kept only until the tab closes. Download a backup, then delete projects you no longer need.'
      : 'The browser refused to save, so this change is kept only until the tab closes. Download a backup to keep it.',
    tone: 'error',
  }),
  // The lab's history (docs/features.md, History): a restore says when the version was from, and
  // names the fields it had to repair to pass the form's rules.
  versionRestored: (name: string, date: string, repaired: readonly string[] = []): Toast => ({
    title: 'Version restored',
    description: `${name} is back as it was on ${date}.${repairedNote(repaired)}`,
    tone: 'success',
  }),
  deletedProjectRestored: (name: string, repaired: readonly string[] = []): Toast => ({
    title: 'Project restored',
    description: `${name} is back in the lab.${repairedNote(repaired)}`,
    tone: 'success',
  }),
  historySetAside: (name: string): Toast => ({
    title: 'History started afresh',
    description: `This browser's lab history could not be read, so it starts again from now. The old copy is kept in IndexedDB under "${name}".`,
    tone: 'error',
  }),
  // The offline copy (docs/data.md, Offline): a new build took over on this visit.
  changeNotAllowed: {
    title: 'Change not saved',
    description: 'Your role in the team lab no longer allows this change. What you typed is still in the form.',
    tone: 'error',
  },
  appUpdated: { title: 'Forge Lab updated', description: 'You are on the latest version.', tone: 'default' },
} satisfies Record<string, Toast | ((...args: never[]) => Toast)>;
