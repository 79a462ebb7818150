import { describe, expect, it } from 'vitest';
import { planRestore } from '../../src/features/history/model/restoreFields';
import type { Project } from '../../src/features/projects/model/types';
import { project } from './fixtures/historyProject';

describe('a restore that no longer passes the form’s rules', () => {
  it('is repaired as an import reads it, and names what it repaired', () => {
    const current = project({ owners: ['Sam Okafor'], description: 'Now' });
    const broken = { ...project(), owners: [], description: '  ', revenue: '12' as unknown as number, status: 'Gone' };
    const plan = planRestore(broken as Project, current);
    expect(plan.fields).toMatchObject({ owners: ['Sam Okafor'], description: 'Now', revenue: 12, status: 'Idea' });
    expect(plan.repaired).toEqual(['Description', 'Status', 'Owners', 'Revenue']);
  });

  it('puts a version that passes back as it was', () => {
    const plan = planRestore(project({ revenue: 2500 }), project({ revenue: 3000 }));
    expect(plan.repaired).toEqual([]);
    expect(plan.fields.revenue).toBe(2500);
  });
});
