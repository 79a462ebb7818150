/** The five statuses, in the spec's order (SPEC §9). */
export const PROJECT_STATUSES = ['Idea', 'In Dev', 'Live', 'Monetized', 'Paused'] as const;

export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

export const isProjectStatus = (value: unknown): value is ProjectStatus =>
  (PROJECT_STATUSES as readonly unknown[]).includes(value);

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

/** The most characters each text field takes; longer text is refused, never cut. */
export const TEXT_LIMITS = { name: 120, description: 2000, notes: 5000, githubUrl: 2048, liveUrl: 2048 } as const;
export type LimitedField = keyof typeof TEXT_LIMITS;

/** The largest revenue or subscriber count a project takes: one trillion. */
export const MAX_AMOUNT = 1_000_000_000_000;
export type AmountField = 'revenue' | 'subscribers';

/** Characters as people count them: an emoji or a CJK character is one, not two UTF-16 units. */
export const characterCount = (text: string) => Array.from(text).length;
