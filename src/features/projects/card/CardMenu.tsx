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
  onDuplicate: () => void;
  /** Opens "Monthly figures of {name}". */
  onFigures: () => void;
  /** Opens "Goal of {name}". */
  onGoal: () => void;
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
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onDuplicate();
            }}
            sx={{ minHeight: 44 }}
          >
            Duplicate
          </MenuItem>
          <MenuItem
            onClick={() => {
              const opener = anchor;
              setAnchor(null);
              dispatch(openHistory(projectId, projectName, opener));
            }}
            sx={{ minHeight: 44 }}
          >
            History
          </MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onFigures();
            }}
            sx={{ minHeight: 44 }}
          >
            Monthly figures
          </MenuItem>
          <MenuItem
            onClick={() => {
              setAnchor(null);
              onGoal();
            }}
            sx={{ minHeight: 44 }}
          >
            Goal
          </MenuItem>
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
