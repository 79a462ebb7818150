import { describe, expect, it } from 'vitest';
import { projectFieldProblem, projectProblem, readDeletion } from '../../contract/labDocument';
import { aProject } from '../support/projects';

const fieldsOf = (overrides: Record<string, unknown> = {}) => ({ ...aProject('1'), ...overrides });

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
});
