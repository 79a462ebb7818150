import { MIN_PASSWORD_LENGTH } from '../../../../contract/invitations';

export type JoinErrors = Partial<Record<'password' | 'confirm', string>>;

/** What the join form says under its fields before anything is sent (the server checks it again). */
export function joinFormErrors(password: string, confirm: string): JoinErrors {
  if (password.length < MIN_PASSWORD_LENGTH) return { password: `Use at least ${MIN_PASSWORD_LENGTH} characters.` };
  if (confirm !== password) return { confirm: 'The two passwords are not the same.' };
  return {};
}
