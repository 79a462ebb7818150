import { memo, useId, type ReactNode } from 'react';
import { Glyph } from '../../../shared/ui/Glyph';
import { formatLocaleDate } from '../../../shared/lib/date';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import type { Project, ProjectStatus } from '../model/types';
import { CardMenu } from './CardMenu';
import { CARD_GLYPHS } from './cardGlyphs';
import { editButtonId } from './cardIds';
import { part } from './cardStyles';
import { RevenueTrend } from './RevenueTrend';
import { StatusBadge } from './StatusBadge';
import { CardPlans } from '../attention/CardPlans';

/**
 * What a card offers. The actions that change a project are there only for those whose role
 * allows them (contract/roles.ts): without a handler, its control is not shown.
 */
export type ProjectCardProps = {
  project: Project;
  onEdit?: (project: Project) => void;
  /** Opens the Add dialog prefilled from this project. */
  onDuplicate?: (project: Project) => void;
  /** Opens the project's "Monthly figures" dialog. */
  onFigures?: (project: Project) => void;
  /** Opens the project's "Goal of {name}" dialog. */
  onGoal?: (project: Project) => void;
  onDelete?: (project: Project) => void;
  onOpenLink: (url: string, kind: 'GitHub' | 'live demo') => void;
  /** "Move to" another status, from the card's menu. */
  onMove?: (project: Project, to: ProjectStatus) => void;
  /** Shown before the name: the board's drag handle. */
  handle?: ReactNode;
};

/**
 * One project as an <article> named by the project's name. Plain markup, styled by the page's one
 * card stylesheet (CardStyles.tsx): a dashboard replaces dozens of cards on every filter change.
 * Memoized: a filter, an add or a delete re-renders only the cards whose project changed.
 */
export const ProjectCard = memo(function ProjectCard({
  project,
  onEdit,
  onDuplicate,
  onFigures,
  onGoal,
  onDelete,
  onOpenLink,
  onMove,
  handle,
}: ProjectCardProps) {
  const headingId = useId();
  const updated = formatLocaleDate(project.lastUpdated);
  return (
    <article className={part.root} aria-labelledby={headingId}>
      <div className={part.body}>
        <div className={part.head}>
          {handle}
          <h3 id={headingId} className={part.name}>
            {project.name}
          </h3>
          <StatusBadge status={project.status} />
        </div>
        <p className={part.description}>{project.description}</p>
        <p className={part.owners}>
          <Glyph d={CARD_GLYPHS.people} />
          <span className={part.hidden}>Owners: </span>
          {(project.owners ?? []).join(', ')}
        </p>
        <dl className={part.stats}>
          <div>
            <dt>Revenue</dt>
            <dd>{formatMoney(project.revenue)}</dd>
            <RevenueTrend figures={project.figures} name={project.name} />
          </div>
          <div>
            <dt>Subscribers</dt>
            <dd>{formatCount(project.subscribers)}</dd>
          </div>
        </dl>
        <CardPlans project={project} />
        {project.notes?.trim() && (
          <div className={part.notes}>
            <p className={part.notesLabel}>Notes</p>
            <p>{project.notes}</p>
          </div>
        )}
        {updated && (
          <p className={part.updated}>
            Updated {updated}
            {project.lastUpdatedBy && ` by ${project.lastUpdatedBy}`}
          </p>
        )}
      </div>
      <div className={part.actions}>
        <button type="button" className={part.link} onClick={() => onOpenLink(project.githubUrl, 'GitHub')}>
          <Glyph d={CARD_GLYPHS.github} />
          GitHub
        </button>
        <button type="button" className={part.link} onClick={() => onOpenLink(project.liveUrl, 'live demo')}>
          <Glyph d={CARD_GLYPHS.openInNew} />
          Live
        </button>
        <div className={part.tools}>
          {onEdit && (
            <button
              type="button"
              id={editButtonId(project.id)}
              className={part.tool}
              aria-label={`Edit ${project.name}`}
              data-hint={`Edit ${project.name}`}
              onClick={() => onEdit(project)}
            >
              <Glyph d={CARD_GLYPHS.edit} />
            </button>
          )}
          <CardMenu
            projectId={project.id}
            projectName={project.name}
            onDuplicate={onDuplicate && (() => onDuplicate(project))}
            onFigures={onFigures && (() => onFigures(project))}
            onGoal={onGoal && (() => onGoal(project))}
            status={project.status}
            onMove={onMove && ((to) => onMove(project, to))}
          />
          {onDelete && (
            <button
              type="button"
              className={`${part.tool} ${part.delete}`}
              aria-label={`Delete ${project.name}`}
              data-hint={`Delete ${project.name}`}
              onClick={() => onDelete(project)}
            >
              <Glyph d={CARD_GLYPHS.delete} />
            </button>
          )}
        </div>
      </div>
    </article>
  );
});
