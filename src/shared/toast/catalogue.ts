/** Every toast the app shows, worded as in SPEC §8. */
export type ToastTone = 'default' | 'success' | 'error';

export type Toast = {
  title: string;
  description: string;
  tone: ToastTone;
};

export const toasts = {
  loginFailed: { title: 'Authentication failed', description: 'Invalid credentials', tone: 'error' },
  loginSucceeded: { title: 'Welcome back!', description: 'Successfully logged in to the lab', tone: 'success' },
  projectAdded: (name: string): Toast => ({
    title: 'Project added!',
    description: `${name} has been added to the lab.`,
    tone: 'success',
  }),
  projectDeleted: { title: 'Project deleted', description: 'Project has been removed from the lab.', tone: 'default' },
  exportDone: { title: 'Export complete!', description: 'Projects data has been exported to CSV.', tone: 'success' },
  loggedOut: { title: 'Logged out', description: 'See you next time!', tone: 'default' },
  missingUrl: (kind: 'GitHub' | 'live demo'): Toast => ({
    title: 'feature not implemented',
    description: `No ${kind} URL provided for this project.`,
    tone: 'default',
  }),
} satisfies Record<string, Toast | ((...args: never[]) => Toast)>;
