/** A founder as the lab knows them: the session's user, a project's owner, a face on the landing page. */
export type User = {
  email: string;
  name: string;
  role: string;
};

/**
 * The fixed founder list, in its order. The static mode checks the demo accounts
 * against it in the browser; the team server creates its accounts from it.
 */
export const FOUNDERS: readonly User[] = [
  { name: 'Alex Rivera', role: 'Code Wizard & Product Architect', email: 'alex@forgelab.dev' },
  { name: 'Sam Okafor', role: 'Automation Strategist & Systems Thinker', email: 'sam@forgelab.dev' },
  { name: 'Maya Chen', role: 'Social Engineer & Growth Expert', email: 'maya@forgelab.dev' },
];

/** The owners a project can have (checkboxes over the three founders' names). */
export const FOUNDER_NAMES: readonly string[] = FOUNDERS.map((founder) => founder.name);

/** The demo accounts' shared password: the static mode's, and the team server's `--demo`. */
export const DEMO_PASSWORD = 'forge-demo-2026';

/** Emails are compared as people type them: case and surrounding spaces do not matter. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();
