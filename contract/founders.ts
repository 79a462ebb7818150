import founders from './founders.json' with { type: 'json' };
import type { TeamRole } from './roles.js';

/** A founder as the lab knows them: the session's user, a project's owner, a face on the landing page. */
export type User = {
  email: string;
  name: string;
  /** What they do at the lab ("Code Wizard & Product Architect"); a team member's is their role's name. */
  role: string;
  /** In team mode, what the server lets them do (contract/roles.ts); absent means a founder. */
  teamRole?: TeamRole;
};

/**
 * The fixed founder list, in its order. The static mode checks the demo accounts
 * against it in the browser; the team server creates its accounts from it. The list itself is
 * founders.json, which the Node scripts (the bench, the screenshots) read as it is.
 */
export const FOUNDERS: readonly User[] = founders.founders;

/** The owners a project can have (checkboxes over the three founders' names). */
export const FOUNDER_NAMES: readonly string[] = FOUNDERS.map((founder) => founder.name);

/** The demo accounts' shared password: the static mode's, and the team server's `--demo`. */
export const DEMO_PASSWORD: string = founders.demoPassword;

/** Emails are compared as people type them: case and surrounding spaces do not matter. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
