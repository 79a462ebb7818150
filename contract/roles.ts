/**
 * Who may do what in a team lab. The team server enforces these (its routes, the sync engine's
 * read-only connections, the lab's write rules) and the browser reads them to show only the
 * controls a person may use, and to check a change before it sends it. The static mode's three
 * demo accounts are founders.
 */
export const TEAM_ROLES = ['founder', 'member', 'viewer'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** The roles an invitation can give: founders are the three accounts of contract/founders.json. */
export const INVITED_ROLES = ['member', 'viewer'] as const satisfies readonly TeamRole[];
export type InvitedRole = (typeof INVITED_ROLES)[number];

/** How each role reads in the app. */
export const ROLE_NAMES: Readonly<Record<TeamRole, string>> = {
  founder: 'Founder',
  member: 'Member',
  viewer: 'Viewer',
};

export const isTeamRole = (value: unknown): value is TeamRole => (TEAM_ROLES as readonly unknown[]).includes(value);
export const isInvitedRole = (value: unknown): value is InvitedRole =>
  (INVITED_ROLES as readonly unknown[]).includes(value);

/** A role that is not known (an account or a session from before roles) is a founder's. */
export const roleOf = (user: { teamRole?: TeamRole } | null | undefined): TeamRole => user?.teamRole ?? 'founder';

/** Adds, edits, moves, duplicates, figures, goals, snoozes, import with merge, restore of a version. */
export const mayEdit = (role: TeamRole) => role !== 'viewer';
/** Deletes a project, brings back a deleted one, replaces the lab by import. */
export const mayDelete = (role: TeamRole) => role === 'founder';
/** Invites, changes roles, removes accounts. */
export const mayManageTeam = (role: TeamRole) => role === 'founder';

/** What a change to the lab does that not every role may do. */
export type GuardedChange = { deletes: number; restores: number };

/** Why a viewer's change is not taken, whatever it is. */
export const VIEWER_CHANGES_NOTHING = 'a viewer changes nothing in the lab';

/**
 * Why `role` may not make a change that deletes `deletes` projects and brings back `restores`
 * deleted ones (besides its edits), or null when it may. A viewer changes nothing at all.
 */
export function roleChangeProblem(role: TeamRole, { deletes, restores }: GuardedChange): string | null {
  if (role === 'viewer') return VIEWER_CHANGES_NOTHING;
  if (mayDelete(role)) return null;
  if (deletes > 0) return `a ${role} cannot delete a project`;
  if (restores > 0) return `a ${role} cannot bring back a deleted project`;
  return null;
}

/** The most accounts a team lab holds, the three founders included. */
export const MAX_ACCOUNTS = 50;

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
