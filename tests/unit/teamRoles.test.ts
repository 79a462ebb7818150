import { describe, expect, it } from 'vitest';
import { invitationProblem } from '../../contract/invitations';
import { mayDelete, mayEdit, mayManageTeam, roleChangeProblem, roleOf, TEAM_ROLES } from '../../contract/roles';

describe('what each role may do to the lab (contract/roles.ts)', () => {
  it.each([
    ['founder', { edit: true, delete: true, team: true }],
    ['member', { edit: true, delete: false, team: false }],
    ['viewer', { edit: false, delete: false, team: false }],
  ] as const)('a %s', (role, may) => {
    expect({ edit: mayEdit(role), delete: mayDelete(role), team: mayManageTeam(role) }).toEqual(may);
  });

  it.each([
    ['founder', { deletes: 0, restores: 0 }, null],
    ['founder', { deletes: 3, restores: 1 }, null],
    ['member', { deletes: 0, restores: 0 }, null],
    ['member', { deletes: 1, restores: 0 }, 'a member cannot delete a project'],
    ['member', { deletes: 0, restores: 1 }, 'a member cannot bring back a deleted project'],
    ['viewer', { deletes: 0, restores: 0 }, 'a viewer changes nothing in the lab'],
  ] as const)('a %s’s change %j: %s', (role, change, problem) => {
    expect(roleChangeProblem(role, change)).toBe(problem);
  });

  it('takes an account or session from before roles for a founder’s', () => {
    expect(roleOf({})).toBe('founder');
    expect(roleOf(null)).toBe('founder');
    expect(roleOf({ teamRole: 'viewer' })).toBe('viewer');
    expect(TEAM_ROLES).toEqual(['founder', 'member', 'viewer']);
  });
});

describe('the invite form’s rules', () => {
  const valid = { name: 'Jordan Lee', email: 'jordan@example.com', teamRole: 'member' };

  it.each([
    [{ ...valid, name: '  ' }, 'name'],
    [{ ...valid, email: 'jordan' }, 'email'],
    [{ ...valid, email: 'jordan@example' }, 'email'],
    [{ ...valid, teamRole: 'founder' }, 'teamRole'],
  ])('refuses %j at its field', (request, field) => {
    expect(invitationProblem(request)?.field).toBe(field);
  });

  it('refuses an email already in the lab, and a 51st account', () => {
    expect(invitationProblem(valid)).toBeNull();
    expect(invitationProblem(valid, (email) => email === 'jordan@example.com')?.message).toMatch(/already has/);
    expect(invitationProblem(valid, () => false, 49)).toBeNull();
    expect(invitationProblem(valid, () => false, 50)?.message).toMatch(/50 accounts/);
  });
});
