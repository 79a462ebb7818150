import { memo, useId, type ReactNode } from 'react';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import GitHub from '@mui/icons-material/GitHub';
import OpenInNew from '@mui/icons-material/OpenInNew';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { formatLocaleDate } from '../../../shared/lib/date';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import type { Project, ProjectStatus } from '../model/types';
import { CardMenu } from './CardMenu';
import { editButtonId } from './cardIds';
import { CardRoot, part } from './cardStyles';
import { RevenueTrend } from './RevenueTrend';
import { StatusBadge } from './StatusBadge';

export type ProjectCardProps = {
  project: Project;
  onEdit: (project: Project) => void;
  /** Opens the Add dialog prefilled from this project. */
  onDuplicate: (project: Project) => void;
  /** Opens the project's "Monthly figures" dialog. */
  onFigures: (project: Project) => void;
  onDelete: (project: Project) => void;
  onOpenLink: (url: string, kind: 'GitHub' | 'live demo') => void;
  /** "Move to" another status, from the card's menu. */
  onMove?: (project: Project, to: ProjectStatus) => void;
  /** Shown before the name: the board's drag handle. */
  handle?: ReactNode;
};

/**
 * One project as an <article> named by the project's name. Plain markup under one styled root
 * (cardStyles.ts): a dashboard replaces dozens of cards on every filter change.
 * Memoized: a filter, an add or a delete re-renders only the cards whose project changed.
 */
export const ProjectCard = memo(function ProjectCard({
  project,
  onEdit,
  onDuplicate,
  onFigures,
  onDelete,
  onOpenLink,
  onMove,
  handle,
}: ProjectCardProps) {
  const headingId = useId();
  const updated = formatLocaleDate(project.lastUpdated);
  return (
    <CardRoot aria-labelledby={headingId}>
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
          <PeopleAltOutlined aria-hidden />
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
          <GitHub aria-hidden />
          GitHub
        </button>
        <button type="button" className={part.link} onClick={() => onOpenLink(project.liveUrl, 'live demo')}>
          <OpenInNew aria-hidden />
          Live
        </button>
        <div className={part.tools}>
          <button
            type="button"
            id={editButtonId(project.id)}
            className={part.tool}
            aria-label={`Edit ${project.name}`}
            data-hint={`Edit ${project.name}`}
            onClick={() => onEdit(project)}
          >
            <EditOutlined aria-hidden />
          </button>
          <CardMenu
            projectId={project.id}
            projectName={project.name}
            onDuplicate={() => onDuplicate(project)}
            onFigures={() => onFigures(project)}
            status={project.status}
            onMove={onMove && ((to) => onMove(project, to))}
          />
          <button
            type="button"
            className={`${part.tool} ${part.delete}`}
            aria-label={`Delete ${project.name}`}
            data-hint={`Delete ${project.name}`}
            onClick={() => onDelete(project)}
          >
            <DeleteOutlined aria-hidden />
          </button>
        </div>
      </div>
    </CardRoot>
  );
});
