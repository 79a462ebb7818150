import { useId, useState } from 'react';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useAppDispatch } from '../../../app/hooks';
import { Glyph } from '../../../shared/ui/Glyph';
import { openHistory } from '../../history';
import type { ProjectStatus } from '../model/types';
import { CARD_GLYPHS } from './cardGlyphs';
import { part } from './cardStyles';
import { moveToItems } from './moveToItems';

type CardMenuProps = {
  projectId: string;
  projectName: string;
  /** Each action is offered only with its handler (a viewer's menu holds History alone). */
  onDuplicate?: () => void;
  /** Opens "Monthly figures of {name}". */
  onFigures?: () => void;
  /** Opens "Goal of {name}". */
  onGoal?: () => void;
  /** With both: "Move to" each other status. */
  status?: ProjectStatus;
  onMove?: (to: ProjectStatus) => void;
};

/** A card's "More actions" button and menu (Duplicate, History, Monthly figures, Goal, Move to). */
export function CardMenu({ projectId, projectName, onDuplicate, onFigures, onGoal, status, onMove }: CardMenuProps) {
  const menuId = useId();
  const dispatch = useAppDispatch();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu mounts the first time it opens, and then stays for its closing transition.
  const [used, setUsed] = useState(false);
  const opener = anchor;
  const item = (label: string, run: () => void) => (
    <MenuItem
      onClick={() => {
        setAnchor(null);
        run();
      }}
      sx={{ minHeight: 44 }}
    >
      {label}
    </MenuItem>
  );
  return (
    <>
      <button
        type="button"
        className={part.tool}
        aria-label={`More actions for ${projectName}`}
        data-hint="More actions"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
      >
        <Glyph d={CARD_GLYPHS.more} />
      </button>
      {used && (
        <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
          {onDuplicate && item('Duplicate', onDuplicate)}
          {item('History', () => dispatch(openHistory(projectId, projectName, opener)))}
          {onFigures && item('Monthly figures', onFigures)}
          {onGoal && item('Goal', onGoal)}
          {status &&
            onMove &&
            moveToItems(status, (to) => {
              setAnchor(null);
              onMove(to);
            })}
        </Menu>
      )}
    </>
  );
}
