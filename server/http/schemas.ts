import { HISTORY_KINDS } from '../../contract/history.js';
import type { PROJECT_FIELDS } from '../../contract/project.js';
import { TEAM_ROLES } from '../../contract/roles.js';

/**
 * The JSON schemas of the API's answers. Fastify serializes a reply with its route's schema, which
 * writes only the properties named here: a field added to a stored object later is not sent until
 * it is named, and a reply that lacks a required one fails loudly instead of going out half-made.
 */

const text = { type: 'string' } as const;
const amount = { type: 'number' } as const;

/** Every refusal: `{ error }`, with `retryAfter` (seconds) where trying again later helps. */
export const errorReply = {
  type: 'object',
  required: ['error'],
  properties: { error: text, retryAfter: { type: 'integer' } },
} as const;

const teamRole = { type: 'string', enum: TEAM_ROLES } as const;

/** The signed-in person: nothing secret, no hash, no session id. */
export const userReply = {
  type: 'object',
  required: ['user'],
  properties: {
    user: {
      type: 'object',
      required: ['email', 'name', 'role', 'teamRole'],
      properties: { email: text, name: text, role: text, teamRole },
    },
  },
} as const;

const FIELD_SCHEMAS = {
  id: text,
  name: text,
  description: text,
  status: text,
  owners: { type: 'array', items: text },
  revenue: amount,
  subscribers: amount,
  githubUrl: text,
  liveUrl: text,
  notes: text,
  createdAt: text,
  lastUpdated: text,
  lastUpdatedBy: text,
  figures: {
    type: 'object',
    additionalProperties: { type: 'object', properties: { revenue: amount, subscribers: amount } },
  },
  goal: {
    type: 'object',
    properties: { metric: text, target: amount, by: text, since: text, baseline: amount },
  },
  nextStep: text,
  nextStepDue: text,
  snooze: { type: 'object', properties: { until: text, reasons: { type: 'array', items: text } } },
} as const satisfies Record<(typeof PROJECT_FIELDS)[number], object>;

/** A project as a version holds it: the contract's fields (contract/project.ts), and nothing else. */
const project = { type: 'object', properties: FIELD_SCHEMAS } as const;

const versionProperties = {
  id: text,
  projectId: text,
  kind: { type: 'string', enum: HISTORY_KINDS },
  at: text,
  author: text,
  project,
  replaced: { type: 'boolean' },
} as const;

const VERSION_REQUIRED = ['id', 'projectId', 'kind', 'at', 'author', 'project'];

/** GET a project's history: `{ versions }`, newest first (contract/history.ts, HistoryResponse). */
export const historyReply = {
  type: 'object',
  required: ['versions'],
  properties: {
    versions: { type: 'array', items: { type: 'object', required: VERSION_REQUIRED, properties: versionProperties } },
  },
} as const;

/** GET the lab's activity: `{ entries, nextBefore }` (contract/history.ts, ActivityResponse). */
export const activityReply = {
  type: 'object',
  required: ['entries', 'nextBefore'],
  properties: {
    entries: {
      type: 'array',
      items: {
        type: 'object',
        required: [...VERSION_REQUIRED, 'previous'],
        properties: { ...versionProperties, previous: { anyOf: [project, { type: 'null' }] } },
      },
    },
    nextBefore: { anyOf: [text, { type: 'null' }] },
  },
} as const;
