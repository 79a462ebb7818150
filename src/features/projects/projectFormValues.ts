import { isProjectStatus, type Project, type ProjectInput, type ProjectStatus } from './types';

/** What the form edits: numbers stay text until submit, where the slice coerces them. */
export type ProjectFormValues = {
  name: string;
  description: string;
  status: ProjectStatus;
  owners: string[];
  revenue: string;
  subscribers: string;
  githubUrl: string;
  liveUrl: string;
  notes: string;
};

export const emptyFormValues: ProjectFormValues = {
  name: '',
  description: '',
  status: 'Idea',
  owners: [],
  revenue: '',
  subscribers: '',
  githubUrl: '',
  liveUrl: '',
  notes: '',
};

export function toFormValues(project?: Project | null): ProjectFormValues {
  if (!project) return emptyFormValues;
  return {
    name: project.name,
    description: project.description,
    status: isProjectStatus(project.status) ? project.status : 'Idea',
    owners: [...(project.owners ?? [])],
    revenue: String(project.revenue ?? ''),
    subscribers: String(project.subscribers ?? ''),
    githubUrl: project.githubUrl ?? '',
    liveUrl: project.liveUrl ?? '',
    notes: project.notes ?? '',
  };
}

/** SPEC §5: a non-blank name and description and at least one owner. */
export function isSubmittable(values: ProjectFormValues): boolean {
  return values.name.trim() !== '' && values.description.trim() !== '' && values.owners.length > 0;
}

/** Owners in the order the checkboxes list them, so the card reads the same however they were ticked. */
export function toProjectInput(values: ProjectFormValues, ownerOrder: readonly string[]): ProjectInput {
  const rank = (owner: string) => {
    const index = ownerOrder.indexOf(owner);
    return index === -1 ? ownerOrder.length : index;
  };
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    status: values.status,
    owners: [...values.owners].sort((a, b) => rank(a) - rank(b)),
    revenue: values.revenue,
    subscribers: values.subscribers,
    githubUrl: values.githubUrl.trim(),
    liveUrl: values.liveUrl.trim(),
    notes: values.notes.trim(),
  };
}
