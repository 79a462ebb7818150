import type * as Y from 'yjs';
import { buildSeedProjects, sameProject, mergeProjects } from '../../projects';
import type { Project } from '../../projects';
import { applyProjectsToDoc } from '../doc';
import type { JoinOffer } from '../teamSlice';

/**
 * The sample lab, as a fresh browser shows it before anything is stored: nothing of the founder's
 * to offer (its dates depend on the day it was made, so it is recognised by everything else).
 */
function isUntouchedSeed(projects: readonly Project[]): boolean {
  const seed = buildSeedProjects();
  const undated = (project: Project) => ({ ...project, createdAt: '', lastUpdated: '' });
  return (
    projects.length === seed.length &&
    projects.every(
      (project, index) =>
        project.createdAt === project.lastUpdated && sameProject(undated(project), undated(seed[index])),
    )
  );
}

const isNewerThan = (project: Project, other: Project | undefined) =>
  !other || Date.parse(project.lastUpdated) > Date.parse(other.lastUpdated);

/**
 * What the founder's own lab would bring to the team lab (by id, the newer change wins, as the
 * import's merge), or null when it brings nothing: empty, the untouched sample lab, or all known.
 */
export function joinOfferFor(local: readonly Project[], team: readonly Project[]): JoinOffer | null {
  if (local.length === 0 || isUntouchedSeed(local)) return null;
  const teamById = new Map(team.map((project) => [project.id, project]));
  const newToTeam = local.filter((project) => isNewerThan(project, teamById.get(project.id))).length;
  return newToTeam > 0 ? { local: local.length, newToTeam, team: team.length } : null;
}

/**
 * Writes the founder's lab into the team's doc: what the team lacks, and what is newer here, as
 * changed by `author`. Returns the projects the lab's rules refused.
 */
export function mergeIntoTeamDoc(
  doc: Y.Doc,
  local: readonly Project[],
  team: readonly Project[],
  origin: unknown,
  author?: string,
) {
  const merged = mergeProjects(team, local, 'merge', 'json');
  const unchanged = new Set(team);
  return applyProjectsToDoc(
    doc,
    merged.filter((project) => !unchanged.has(project)),
    origin,
    author,
  );
}

/** Set once this browser's lab has joined the team lab (merged or left out), so it is asked once. */
const JOINED_KEY = 'forge-lab:team:joined';

export function hasJoinedTeamLab(): boolean {
  try {
    return localStorage.getItem(JOINED_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberJoinedTeamLab(): void {
  try {
    localStorage.setItem(JOINED_KEY, '1');
  } catch {
    // Without storage the founder is asked again next time: nothing is lost.
  }
}
