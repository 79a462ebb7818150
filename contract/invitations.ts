import { isInvitedRole, MAX_ACCOUNTS } from './roles.js';
import { HIDDEN_CHARACTERS_MESSAGE, hasHiddenCharacters } from './safeText.js';

/** An address with one @, something before it, and a dot in its domain: what a person types as an email. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The invite form's fields, as the browser sends them to the team server. */
export type InviteRequest = { name: string; email: string; teamRole: string };

/** A refused field and what it says under the field. */
export type FieldProblem = { field: 'name' | 'email' | 'teamRole'; message: string };

/** Passwords chosen for a real team: long enough that the rate limit makes guessing hopeless. */
export const MIN_PASSWORD_LENGTH = 12;

/** The message shown for a link that cannot be used. */
export const INVITATION_INVALID = 'This invitation is no longer valid';

/**
 * Why an invitation cannot be made, or null. `taken` says whether the email already has an account
 * or an open invitation; `accounts` counts the accounts and open invitations there are. The browser
 * checks the first three before sending; the server checks all of them.
 */
export function invitationProblem(
  { name, email, teamRole }: InviteRequest,
  taken: (email: string) => boolean = () => false,
  accounts = 0,
): FieldProblem | null {
  if (name.trim() === '') return { field: 'name', message: 'Enter a name.' };
  if (name.trim().length > 100) return { field: 'name', message: 'Enter at most 100 characters.' };
  if (hasHiddenCharacters(name)) return { field: 'name', message: HIDDEN_CHARACTERS_MESSAGE };
  if (!EMAIL.test(email.trim()) || email.trim().length > 254)
    return { field: 'email', message: 'Enter an email address, such as jo@example.com.' };
  if (!isInvitedRole(teamRole)) return { field: 'teamRole', message: 'Choose Member or Viewer.' };
  if (taken(email)) return { field: 'email', message: 'This email already has an account or an open invitation.' };
  if (accounts >= MAX_ACCOUNTS)
    return { field: 'email', message: `The lab has ${MAX_ACCOUNTS} accounts and invitations, its most.` };
  return null;
}
