import { INVITED_ROLES, TEAM_ROLES } from '../../contract/roles.js';
import { errorReply, userReply } from './schemas.js';

const text = { type: 'string' } as const;
const nullableText = { anyOf: [text, { type: 'null' }] } as const;

/** A refusal of the invite form: `{ error, field }`, the field the message belongs under. */
const fieldErrorReply = {
  type: 'object',
  required: ['error'],
  properties: { error: text, field: text },
} as const;

/** GET the team: every account (nothing secret) and every open invitation (no token). */
export const teamReply = {
  200: {
    type: 'object',
    required: ['accounts', 'invitations'],
    properties: {
      accounts: {
        type: 'array',
        items: {
          type: 'object',
          required: ['email', 'name', 'teamRole', 'online', 'lastSeen'],
          properties: {
            email: text,
            name: text,
            teamRole: { type: 'string', enum: TEAM_ROLES },
            online: { type: 'boolean' },
            lastSeen: nullableText,
          },
        },
      },
      invitations: {
        type: 'array',
        items: {
          type: 'object',
          required: ['email', 'name', 'teamRole', 'expiresAt'],
          properties: { email: text, name: text, teamRole: text, expiresAt: text },
        },
      },
    },
  },
  '4xx': errorReply,
} as const;

export const inviteBody = {
  type: 'object',
  required: ['name', 'email', 'teamRole'],
  properties: { name: text, email: text, teamRole: text },
} as const;

/** 201: the link to hand over (the only time the token is sent), and when it expires. */
export const inviteReply = {
  201: { type: 'object', required: ['link', 'expiresAt'], properties: { link: text, expiresAt: text } },
  400: fieldErrorReply,
  '4xx': errorReply,
} as const;

export const roleBody = {
  type: 'object',
  required: ['teamRole'],
  properties: { teamRole: { type: 'string', enum: INVITED_ROLES } },
} as const;

export const ownersReply = {
  200: { type: 'object', required: ['owners'], properties: { owners: { type: 'array', items: text } } },
  '4xx': errorReply,
} as const;

export const doneReply = { 204: { type: 'null' }, '4xx': errorReply } as const;

/** GET an invitation by its link: the name and email it is for. */
export const invitationReply = {
  200: { type: 'object', required: ['name', 'email'], properties: { name: text, email: text } },
  '4xx': errorReply,
} as const;

export const joinBody = { type: 'object', required: ['password'], properties: { password: text } } as const;

export const joinReply = { 200: userReply, '4xx': errorReply, 503: errorReply } as const;
