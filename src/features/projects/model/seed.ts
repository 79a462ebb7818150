import type { Project } from './types';

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

/** The sample lab used when nothing is stored yet (PRODUCT.md). */
export function buildSeedProjects(now = Date.now()): Project[] {
  const project = (
    fields: Omit<Project, 'lastUpdated' | 'createdAt' | 'githubUrl' | 'liveUrl' | 'notes'>,
    ageDays: number,
  ): Project => {
    const createdAt = daysBefore(now, ageDays);
    return { githubUrl: '', liveUrl: '', notes: '', ...fields, createdAt, lastUpdated: createdAt };
  };
  return [
    project(
      {
        id: '1',
        name: 'AutoFlow Engine',
        description: 'A workflow engine that turns repetitive team chores into reliable, observable automations.',
        status: 'In Dev',
        owners: ['Alex Rivera', 'Sam Okafor'],
        revenue: 0,
        subscribers: 0,
      },
      7,
    ),
    project(
      {
        id: '2',
        name: 'GrowthPulse',
        description: 'Growth analytics that tell small SaaS teams which channel actually brings paying users.',
        status: 'Live',
        owners: ['Maya Chen'],
        revenue: 2500,
        subscribers: 150,
      },
      30,
    ),
    project(
      {
        id: '3',
        name: 'CodeMentor AI',
        description: 'An AI pair reviewer that explains every suggestion so junior developers learn while they ship.',
        status: 'Idea',
        owners: ['Sam Okafor'],
        revenue: 0,
        subscribers: 0,
      },
      14,
    ),
  ];
}
