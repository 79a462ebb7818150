export const PROJECT_STATUSES = ['Idea', 'In Dev', 'Live', 'Monetized', 'Paused'] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export type Project = {
  id: string;
  name: string;
  description: string;
  status: ProjectStatus;
  owners: string[];
  revenue: number;
  subscribers: number;
  githubUrl: string;
  liveUrl: string;
  notes: string;
  lastUpdated: string;
  createdAt: string;
  /**
   * The name of the founder who added or changed the project last. Absent on projects from before
   * it was recorded (stored data of version 1, the seed, a CSV row).
   */
  lastUpdatedBy?: string;
};

/** Every field of a project, in the lab's canonical order (the stored rows' columns). */
export const PROJECT_FIELDS = [
  'id',
  'name',
  'description',
  'status',
  'owners',
  'revenue',
  'subscribers',
  'githubUrl',
  'liveUrl',
  'notes',
  'createdAt',
  'lastUpdated',
  'lastUpdatedBy',
] as const satisfies readonly (keyof Project)[];

/** What the add/edit form hands in: numbers may still be raw text. */
export type ProjectInput = Omit<
  Project,
  'id' | 'createdAt' | 'lastUpdated' | 'lastUpdatedBy' | 'revenue' | 'subscribers' | 'status'
> & {
  status?: ProjectStatus;
  revenue: number | string;
  subscribers: number | string;
};

export const isProjectStatus = (value: unknown): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly unknown[]).includes(value);
