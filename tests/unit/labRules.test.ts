import { describe, expect, it } from 'vitest';
import {
  deletionWriteProblem,
  projectFieldProblem,
  projectProblem,
  projectWriteProblem,
  readDeletion,
} from '../../contract/labDocument';
import { monthKey } from '../../contract/figures';
import { presenceProblem } from '../../contract/presence';
import { aProject } from '../support/projects';

/** A project's map in the lab document: its fields, and its figures as one key per month. */
const fieldsOf = (overrides: Record<string, unknown> = {}) => {
  const { figures, ...fields } = aProject('1');
  const months = Object.entries(figures).map(([month, figure]) => [monthKey(month), figure]);
  return { ...fields, ...Object.fromEntries(months), ...overrides };
};

describe('the lab document rules (contract)', () => {
  it('takes a project as the form makes it', () => {
    const project = fieldsOf({ lastUpdatedBy: 'Maya Chen' });
    expect(projectProblem(project.id, project)).toBeNull();
  });

  it.each([
    ['revenue', '2500'],
    ['revenue', -1],
    ['subscribers', Number.POSITIVE_INFINITY],
    ['status', 'Shipped'],
    ['owners', 'Maya Chen'],
    ['owners', [1]],
    ['name', 'x'.repeat(121)],
    ['notes', 'x'.repeat(5001)],
    ['createdAt', 'yesterday'],
    ['lastUpdatedBy', 42],
  ])('refuses %s = %j', (field, value) => {
    expect(projectFieldProblem(field, value)).toMatch(field);
  });

  it('counts characters as people do: 120 emoji are a valid name', () => {
    expect(projectFieldProblem('name', '🚀'.repeat(120))).toBeNull();
  });

  it('refuses unknown fields and an id that differs from its key', () => {
    expect(projectProblem('1', fieldsOf({ id: '1', isAdmin: true }))).toMatch('unknown field "isAdmin"');
    expect(projectProblem('1', fieldsOf({ id: '2' }))).toMatch('differs from its key');
    expect(projectProblem('', {})).toMatch('empty');
  });

  it('reads a deletion record only in its exact shape', () => {
    const deletion = { deletedBy: 'Sam Okafor', deletedAt: '2026-11-01T10:00:00.000Z', lastUpdated: '' };
    expect(readDeletion(deletion)).toEqual(deletion);
    expect(readDeletion('deleted')).toBeNull();
    expect(readDeletion({ ...deletion, extra: 1 })).toBeNull();
    expect(readDeletion({ ...deletion, deletedAt: 7 })).toBeNull();
  });

  it('takes a name that says who changed or deleted a project only from that founder', () => {
    expect(projectWriteProblem('1', 'lastUpdatedBy', 'Alex Rivera', 'Alex Rivera')).toBeNull();
    expect(projectWriteProblem('1', 'lastUpdatedBy', 'Sam Okafor', 'Alex Rivera')).toMatch('not the sender');
    expect(projectWriteProblem('1', 'revenue', 900, 'Alex Rivera')).toBeNull();
    const deletion = { deletedBy: 'Maya Chen', deletedAt: '2026-11-01T10:00:00.000Z', lastUpdated: '' };
    expect(deletionWriteProblem('1', deletion, 'Maya Chen')).toBeNull();
    expect(deletionWriteProblem('1', deletion, 'Alex Rivera')).toMatch('not the sender');
  });

  it('checks each written field by its rule, its id against the key', () => {
    expect(projectWriteProblem('1', 'revenue', '900', 'Alex Rivera')).toMatch('project 1: "revenue"');
    expect(projectWriteProblem('1', 'id', '2', 'Alex Rivera')).toMatch('differs from its key');
    expect(projectWriteProblem('', 'name', 'x', 'Alex Rivera')).toMatch('empty');
    expect(deletionWriteProblem('1', 'deleted', 'Alex Rivera')).toMatch('not a {deletedBy');
  });

  it('takes a presence that names no one, or the founder who sends it', () => {
    expect(presenceProblem({}, 'Alex Rivera')).toBeNull();
    expect(presenceProblem(null, 'Alex Rivera')).toBeNull();
    expect(presenceProblem({ user: { name: 'Alex Rivera' } }, 'Alex Rivera')).toBeNull();
    expect(presenceProblem({ user: { name: 'Sam Okafor' } }, 'Alex Rivera')).toMatch('another name');
    expect(presenceProblem({ user: 'Alex Rivera' }, 'Alex Rivera')).toMatch('another name');
  });

  it('leaves an entry held in another person’s name to them: neither overwritten nor ended', () => {
    const sams = { user: { name: 'Sam Okafor' } };
    expect(presenceProblem({ user: { name: 'Alex Rivera' } }, 'Alex Rivera', sams)).toMatch('another person’s');
    expect(presenceProblem(null, 'Alex Rivera', sams)).toMatch('another person’s');
    expect(presenceProblem(null, 'Sam Okafor', sams)).toBeNull();
    expect(presenceProblem({ user: { name: 'Alex Rivera' } }, 'Alex Rivera', {})).toBeNull();
  });
});
