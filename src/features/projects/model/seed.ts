import type { MonthlyFigures } from '../../../../contract/figures';
import { addMonths, currentMonth } from '../figures/months';
import type { Project } from './types';
import { msNow } from '../../../shared/lib/now';

const DAY_MS = 24 * 60 * 60 * 1000;

const daysBefore = (now: number, days: number) => new Date(now - days * DAY_MS).toISOString();

/** Figures by months before the current one (0 is the current month): revenue, subscribers. */
type Months = readonly (readonly [monthsAgo: number, revenue: number, subscribers: number])[];

const figuresOf = (months: Months, current: string): MonthlyFigures =>
  Object.fromEntries(months.map(([ago, revenue, subscribers]) => [addMonths(current, -ago), { revenue, subscribers }]));

/**
 * The sample lab used when nothing is stored yet, with a few months of figures so a
 * first visit shows trends: GrowthPulse growing into today's $2,500, and AutoFlow Engine's pilot
 * that paid for a month and stopped. Today's values are the specification's.
 */
export function buildSeedProjects(now = msNow()): Project[] {
  const current = currentMonth(new Date(now));
  const project = (
    fields: Omit<Project, 'lastUpdated' | 'createdAt' | 'githubUrl' | 'liveUrl' | 'notes' | 'figures'>,
    ageDays: number,
    months: Months,
  ): Project => {
    const createdAt = daysBefore(now, ageDays);
    const figures = figuresOf(months, current);
    return { githubUrl: '', liveUrl: '', notes: '', ...fields, createdAt, lastUpdated: createdAt, figures };
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
      [
        [3, 300, 12],
        [2, 0, 0],
        [0, 0, 0],
      ],
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
      [
        [4, 900, 60],
        [3, 1200, 85],
        [2, 1500, 100],
        [1, 1800, 120],
        [0, 2500, 150],
      ],
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
      [[0, 0, 0]],
    ),
  ];
}
