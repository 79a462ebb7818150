import type { Toast } from './catalogue';

/**
 * Team mode's toasts, in the catalogue's words and tone. A module of their own, loaded on demand:
 * the static build, which never shows them, does not carry their text.
 */
export const teamToasts = {
  loginRateLimited: (retryAfterSeconds: number): Toast => ({
    title: 'Too many attempts',
    description: `Sign-in is paused for this account. Try again in ${Math.max(1, Math.ceil(retryAfterSeconds / 60))} min.`,
    tone: 'error',
  }),
  loginUnavailable: (serverMessage: string): Toast => ({
    title: 'Sign-in paused',
    description: serverMessage,
    tone: 'error',
  }),
  loginUnreachable: {
    title: 'Team server unreachable',
    description: 'Could not reach the team server. Check the connection and try again.',
    tone: 'error',
  },
  sessionEnded: {
    title: 'Session ended',
    description: 'Your team session has ended. Sign in again to keep working with the team.',
    tone: 'default',
  },
  editOfDeletedProject: (name: string, deletedBy: string): Toast => ({
    title: 'Project was deleted',
    description: `${deletedBy || 'Another founder'} deleted ${name}, so your changes to it were not kept.`,
    tone: 'error',
  }),
  changeRefused: {
    title: 'Change not synced',
    description:
      'The team server refused a change (too large, unreadable, or against the lab’s rules). It is kept on this device only: download a backup to keep it.',
    tone: 'error',
  },
  projectsNotShared: (names: readonly string[]): Toast => ({
    title: 'Change not synced',
    description: `${names.length === 1 ? names[0] : `${names.length} projects`} had a value the team lab does not take, so the change is kept on this device only.`,
    tone: 'error',
  }),
  changeNotAllowed: (reason: string): Toast => ({
    title: 'Change not synced',
    description: `Your role does not allow it (${reason}), so the change is kept on this device only.`,
    tone: 'error',
  }),
  changeReplaced: (other: string, fields: string, project: string): Toast => ({
    title: 'Your change was replaced',
    description: `${other || 'Another founder'} changed ${fields} of ${project} at the same time. Your version is in its history.`,
    tone: 'default',
  }),
  labGoalReplaced: (yours: string): Toast => ({
    title: 'Your change was replaced',
    description: `Another founder changed the lab goal at the same time. Yours was “Goal: ${yours}”.`,
    tone: 'default',
  }),
} satisfies Record<string, Toast | ((...args: never[]) => Toast)>;
