/**
 * A lab as the release before the monthly figures left it in a browser (storage version 2), taken
 * from that release running in Chromium: Maya Chen signed in on 14 August 2026 (the browser's clock
 * set, time zone UTC), and changed GrowthPulse's revenue and subscribers in August, September,
 * October and November, and CodeMentor AI's in October. Kept verbatim: the localStorage texts, and
 * the versions its IndexedDB history (`forge-lab-history`, schema 1) held.
 */
import type { ProjectVersion } from '../../contract/history';
import type { Project } from '../../contract/project';

/** A version as that release stored it: its project had no figures yet. */
export type EarlierVersion = Omit<ProjectVersion, 'project'> & { project: Omit<Project, 'figures'> };

export const VERSION_2_PROJECTS =
  '{"items":[["1","AutoFlow Engine","A workflow engine that turns repetitive team chores into reliable, observable automations.","In Dev",["Alex Rivera","Sam Okafor"],0,0,"","","","2026-08-07T10:00:00.405Z","2026-08-07T10:00:00.405Z",""],["2","GrowthPulse","Growth analytics that tell small SaaS teams which channel actually brings paying users.","Live",["Maya Chen"],2500,150,"","","","2026-07-15T10:00:00.405Z","2026-11-03T10:00:00.171Z","Maya Chen"],["3","CodeMentor AI","An AI pair reviewer that explains every suggestion so junior developers learn while they ship.","Idea",["Sam Okafor"],300,10,"","","","2026-07-31T10:00:00.405Z","2026-10-12T10:00:00.582Z","Maya Chen"]],"_persist":{"version":2,"rehydrated":true}}';

export const VERSION_2_SESSION =
  '{"token":"forge-lab-token-1786701601276","user":{"email":"maya@forgelab.dev","name":"Maya Chen","role":"Social Engineer & Growth Expert"},"_persist":{"version":2,"rehydrated":true}}';

/** The history's versions, oldest first. */
export const VERSION_2_HISTORY: EarlierVersion[] = [
  {
    id: '2|added|2026-07-15T10:00:00.405Z',
    projectId: '2',
    kind: 'added',
    at: '2026-07-15T10:00:00.405Z',
    author: '',
    project: {
      githubUrl: '',
      liveUrl: '',
      notes: '',
      id: '2',
      name: 'GrowthPulse',
      description: 'Growth analytics that tell small SaaS teams which channel actually brings paying users.',
      status: 'Live',
      owners: ['Maya Chen'],
      revenue: 2500,
      subscribers: 150,
      createdAt: '2026-07-15T10:00:00.405Z',
      lastUpdated: '2026-07-15T10:00:00.405Z',
    },
  },
  {
    id: '2|edited|2026-08-14T10:00:03.288Z',
    projectId: '2',
    kind: 'edited',
    at: '2026-08-14T10:00:03.288Z',
    author: 'Maya Chen',
    project: {
      githubUrl: '',
      liveUrl: '',
      notes: '',
      id: '2',
      name: 'GrowthPulse',
      description: 'Growth analytics that tell small SaaS teams which channel actually brings paying users.',
      status: 'Live',
      owners: ['Maya Chen'],
      revenue: 1200,
      subscribers: 80,
      createdAt: '2026-07-15T10:00:00.405Z',
      lastUpdated: '2026-08-14T10:00:03.288Z',
      lastUpdatedBy: 'Maya Chen',
    },
  },
  {
    id: '2|edited|2026-09-16T10:00:00.160Z',
    projectId: '2',
    kind: 'edited',
    at: '2026-09-16T10:00:00.160Z',
    author: 'Maya Chen',
    project: {
      githubUrl: '',
      liveUrl: '',
      notes: '',
      id: '2',
      name: 'GrowthPulse',
      description: 'Growth analytics that tell small SaaS teams which channel actually brings paying users.',
      status: 'Live',
      owners: ['Maya Chen'],
      revenue: 1800,
      subscribers: 120,
      createdAt: '2026-07-15T10:00:00.405Z',
      lastUpdated: '2026-09-16T10:00:00.160Z',
      lastUpdatedBy: 'Maya Chen',
    },
  },
  {
    id: '2|edited|2026-10-12T10:00:00.216Z',
    projectId: '2',
    kind: 'edited',
    at: '2026-10-12T10:00:00.217Z',
    author: 'Maya Chen',
    project: {
      githubUrl: '',
      liveUrl: '',
      notes: '',
      id: '2',
      name: 'GrowthPulse',
      description: 'Growth analytics that tell small SaaS teams which channel actually brings paying users.',
      status: 'Live',
      owners: ['Maya Chen'],
      revenue: 2100,
      subscribers: 135,
      createdAt: '2026-07-15T10:00:00.405Z',
      lastUpdated: '2026-10-12T10:00:00.216Z',
      lastUpdatedBy: 'Maya Chen',
    },
  },
  {
    id: '2|edited|2026-11-03T10:00:00.171Z',
    projectId: '2',
    kind: 'edited',
    at: '2026-11-03T10:00:00.171Z',
    author: 'Maya Chen',
    project: {
      githubUrl: '',
      liveUrl: '',
      notes: '',
      id: '2',
      name: 'GrowthPulse',
      description: 'Growth analytics that tell small SaaS teams which channel actually brings paying users.',
      status: 'Live',
      owners: ['Maya Chen'],
      revenue: 2500,
      subscribers: 150,
      createdAt: '2026-07-15T10:00:00.405Z',
      lastUpdated: '2026-11-03T10:00:00.171Z',
      lastUpdatedBy: 'Maya Chen',
    },
  },
  {
    id: '3|added|2026-07-31T10:00:00.405Z',
    projectId: '3',
    kind: 'added',
    at: '2026-07-31T10:00:00.405Z',
    author: '',
    project: {
      githubUrl: '',
      liveUrl: '',
      notes: '',
      id: '3',
      name: 'CodeMentor AI',
      description: 'An AI pair reviewer that explains every suggestion so junior developers learn while they ship.',
      status: 'Idea',
      owners: ['Sam Okafor'],
      revenue: 0,
      subscribers: 0,
      createdAt: '2026-07-31T10:00:00.405Z',
      lastUpdated: '2026-07-31T10:00:00.405Z',
    },
  },
  {
    id: '3|edited|2026-10-12T10:00:00.582Z',
    projectId: '3',
    kind: 'edited',
    at: '2026-10-12T10:00:00.582Z',
    author: 'Maya Chen',
    project: {
      githubUrl: '',
      liveUrl: '',
      notes: '',
      id: '3',
      name: 'CodeMentor AI',
      description: 'An AI pair reviewer that explains every suggestion so junior developers learn while they ship.',
      status: 'Idea',
      owners: ['Sam Okafor'],
      revenue: 300,
      subscribers: 10,
      createdAt: '2026-07-31T10:00:00.405Z',
      lastUpdated: '2026-10-12T10:00:00.582Z',
      lastUpdatedBy: 'Maya Chen',
    },
  },
];

/**
 * The months the figures of that lab read once opened by this release (UTC): from its history, and
 * each project's current values in the month of its last update.
 */
export const VERSION_2_MONTHS = {
  'AutoFlow Engine': { '2026-08': { revenue: 0, subscribers: 0 } },
  GrowthPulse: {
    '2026-07': { revenue: 2500, subscribers: 150 },
    '2026-08': { revenue: 1200, subscribers: 80 },
    '2026-09': { revenue: 1800, subscribers: 120 },
    '2026-10': { revenue: 2100, subscribers: 135 },
    '2026-11': { revenue: 2500, subscribers: 150 },
  },
  'CodeMentor AI': {
    '2026-07': { revenue: 0, subscribers: 0 },
    '2026-10': { revenue: 300, subscribers: 10 },
  },
};
