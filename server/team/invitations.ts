import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { normalizeEmail } from '../../contract/founders.js';
import { INVITATION_DAYS, isInvitedRole, type InvitedRole } from '../../contract/roles.js';
import { writeFileAtomic } from '../store/atomicFile.js';
import { readDataFile } from '../store/dataFile.js';

/** An open invitation as stored: the token itself is never kept, only its SHA-256. */
export type Invitation = {
  tokenHash: string;
  email: string;
  name: string;
  teamRole: InvitedRole;
  invitedBy: string;
  createdAt: string;
  expiresAt: string;
};

type InvitationsFile = { version: 1; invitations: Invitation[] };

const TEXT_KEYS = ['tokenHash', 'email', 'name', 'invitedBy', 'createdAt', 'expiresAt'] as const;
export const isInvitation = (value: unknown): value is Invitation => {
  const invitation = value as Invitation | null;
  return TEXT_KEYS.every((key) => typeof invitation?.[key] === 'string') && isInvitedRole(invitation?.teamRole);
};
const isInvitationsFile = (value: unknown): value is InvitationsFile => {
  const file = value as Partial<InvitationsFile> | null;
  return file?.version === 1 && Array.isArray(file.invitations) && file.invitations.every(isInvitation);
};

export const invitationsPath = (dataDir: string) => join(dataDir, 'invitations.json');

/** 256 random bits, as the link carries them. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

const DAY_MS = 24 * 60 * 60 * 1000;

/** The invitations still open at `now`: used ones are removed, expired ones are left out. */
export async function readInvitations(dataDir: string, now = new Date()): Promise<Invitation[]> {
  const file = await readDataFile({
    path: invitationsPath(dataDir),
    holds: 'version-1 invitations',
    isSound: isInvitationsFile,
    remedy: 'Move it away: the open invitations are lost and can be made again; the accounts are kept.',
  });
  return (file?.invitations ?? []).filter((invitation) => Date.parse(invitation.expiresAt) > now.getTime());
}

export const writeInvitations = (dataDir: string, invitations: readonly Invitation[]) =>
  writeFileAtomic(invitationsPath(dataDir), `${JSON.stringify({ version: 1, invitations }, null, 2)}\n`);

/** A new invitation and its token, open for {@link INVITATION_DAYS} days from `now`. */
export function invitationFor(
  person: { email: string; name: string; teamRole: InvitedRole },
  invitedBy: string,
  now = new Date(),
): { token: string; invitation: Invitation } {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString();
  const invitation: Invitation = {
    tokenHash: hashToken(token),
    email: person.email.trim(),
    name: person.name.trim(),
    teamRole: person.teamRole,
    invitedBy,
    createdAt: now.toISOString(),
    expiresAt,
  };
  return { token, invitation };
}

/** The open invitation this token opens, or null (unknown, used, revoked or expired). */
export const invitationOf = (invitations: readonly Invitation[], token: string) => {
  const hash = hashToken(token);
  return invitations.find((invitation) => invitation.tokenHash === hash) ?? null;
};

export const sameEmail = (a: string, b: string) => normalizeEmail(a) === normalizeEmail(b);
