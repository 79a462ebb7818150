import { memo, useContext, useId, type ReactNode } from 'react';
import { CARD_GLYPHS } from '../../../src/features/projects/card/cardGlyphs';
import { part, STATUS_BADGE_CLASS } from '../../../src/features/projects/card/cardParts';
import { statusStyleFor } from '../../../src/features/projects/card/statusStyles';
import { cardTrend, TREND_SIZE } from '../../../src/features/projects/figures/cardTrend';
import { currentMonth } from '../../../src/features/projects/figures/months';
import { changeTone } from '../../../src/features/projects/figures/trend';
import type { Project } from '../../../src/features/projects/model/types';
import { formatLocaleDate } from '../../../src/shared/lib/date';
import { formatCount, formatMoney } from '../../../src/shared/lib/format';
import { Glyph } from '../../../src/shared/ui/Glyph';
import { FloorContext } from './FloorContext';

const { width, height } = TREND_SIZE;

/**
 * The app's project card (src/features/projects/card/ProjectCard.tsx) as plain React: the same
 * elements, classes and text, with its buttons doing nothing (the bench never presses them).
 * `handle`: drawn before the name, as the app's card draws the board's drag handle.
 */
export const FloorCard = memo(function FloorCard({ project, handle }: { project: Project; handle?: ReactNode }) {
  const { classes } = useContext(FloorContext);
  const headingId = useId();
  const updated = formatLocaleDate(project.lastUpdated);
  const trend = cardTrend(project.figures, currentMonth());
  const tone = statusStyleFor(project.status).tone;
  return (
    <article className={classes.card} aria-labelledby={headingId}>
      <div className={part.body}>
        <div className={part.head}>
          {handle}
          <h3 id={headingId} className={part.name}>
            {project.name}
          </h3>
          <span className={STATUS_BADGE_CLASS} data-tone={tone}>
            <Glyph d={CARD_GLYPHS[tone]} />
            {project.status}
          </span>
        </div>
        <p className={part.description}>{project.description}</p>
        <p className={part.owners}>
          <Glyph d={CARD_GLYPHS.people} />
          <span className={part.hidden}>Owners: </span>
          {project.owners.join(', ')}
        </p>
        <dl className={part.stats}>
          <div>
            <dt>Revenue</dt>
            <dd>{formatMoney(project.revenue)}</dd>
            {trend && (
              <dd className={part.trend}>
                <svg
                  role="img"
                  aria-label={`Revenue trend of ${project.name}`}
                  width={width}
                  height={height}
                  viewBox={`0 0 ${width} ${height}`}
                >
                  <polyline points={trend.points} />
                </svg>
                {trend.change && <span className={part[changeTone(trend.change)]}>{trend.change}</span>}
              </dd>
            )}
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
        {updated && <p className={part.updated}>Updated {updated}</p>}
      </div>
      <div className={part.actions}>
        <button type="button" className={part.link}>
          <Glyph d={CARD_GLYPHS.github} />
          GitHub
        </button>
        <button type="button" className={part.link}>
          <Glyph d={CARD_GLYPHS.openInNew} />
          Live
        </button>
        <div className={part.tools}>
          <button
            type="button"
            className={part.tool}
            aria-label={`Edit ${project.name}`}
            data-hint={`Edit ${project.name}`}
          >
            <Glyph d={CARD_GLYPHS.edit} />
          </button>
          <button
            type="button"
            className={part.tool}
            aria-label={`More actions for ${project.name}`}
            data-hint="More actions"
            aria-haspopup="menu"
          >
            <Glyph d={CARD_GLYPHS.more} />
          </button>
          <button
            type="button"
            className={`${part.tool} ${part.delete}`}
            aria-label={`Delete ${project.name}`}
            data-hint={`Delete ${project.name}`}
          >
            <Glyph d={CARD_GLYPHS.delete} />
          </button>
        </div>
      </div>
    </article>
  );
});
