import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import { PROJECT_STATUSES, type ProjectStatus } from '../model/types';

/**
 * "Move to" the four other statuses, as items of a card's "More actions" menu: moving a project
 * without dragging it (WCAG 2.5.7). An array, not a fragment: MUI's menu walks its children.
 */
export function moveToItems(current: ProjectStatus, onPick: (to: ProjectStatus) => void) {
  return [
    <Divider key="move-to" />,
    ...PROJECT_STATUSES.filter((status) => status !== current).map((status) => (
      <MenuItem key={`move-to-${status}`} onClick={() => onPick(status)} sx={{ minHeight: 44 }}>
        Move to {status}
      </MenuItem>
    )),
  ];
}
