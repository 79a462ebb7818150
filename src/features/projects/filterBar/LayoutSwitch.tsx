import { memo } from 'react';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectLayout } from '../projectsSelectors';
import { layoutChanged } from '../projectsSlice';
import { preloadBoard, ProjectBoard } from '../board/preloadBoard';
import { GrowthView, preloadGrowth } from '../growth/preloadGrowth';
import { isLayout } from '../model/view';

// On phones the three buttons share the Sort row: their names only, no icons.
const buttonSx = {
  minHeight: 48,
  px: { xs: 0.75, sm: 2 },
  gap: 1,
  textTransform: 'none',
  fontWeight: 600,
  '& svg': { display: { xs: 'none', sm: 'inline-block' } },
} as const;

/**
 * The "View" switch: Cards (the grid), Board (columns by status) or Growth (the lab's figures by
 * month). Each button says aria-pressed. Memoized, reading the layout alone: a filter or a
 * keystroke does not render it.
 */
export const LayoutSwitch = memo(function LayoutSwitch() {
  const dispatch = useAppDispatch();
  const layout = useAppSelector(selectLayout);
  return (
    <ToggleButtonGroup
      aria-label="View"
      exclusive
      value={layout}
      // A press on the pressed button gives null: the view stays as it is. Board and Growth show
      // once their code is in (at once after the first time): rendered before, they would
      // suspend, and React holds back what replaces a fallback for up to 300 ms.
      onChange={(_event, next: unknown) => {
        if (!isLayout(next)) return;
        const show = () => dispatch(layoutChanged(next));
        const part = next === 'board' ? ProjectBoard : next === 'growth' ? GrowthView : null;
        if (part) part.whenLoaded(show);
        else show();
      }}
      // On phones it shares the Sort row, as wide as a select.
      sx={{ flex: { xs: '1 1 140px', sm: '0 0 auto' }, '& > *': { flex: { xs: '1 1 0', sm: '0 0 auto' } } }}
    >
      <ToggleButton value="cards" sx={buttonSx}>
        <GridViewOutlined aria-hidden fontSize="small" />
        Cards
      </ToggleButton>
      {/* The board's code starts loading as soon as a founder points at its button. */}
      <ToggleButton value="board" sx={buttonSx} onPointerEnter={preloadBoard} onFocus={preloadBoard}>
        <ViewKanbanOutlined aria-hidden fontSize="small" />
        Board
      </ToggleButton>
      <ToggleButton value="growth" sx={buttonSx} onPointerEnter={preloadGrowth} onFocus={preloadGrowth}>
        <InsightsOutlined aria-hidden fontSize="small" />
        Growth
      </ToggleButton>
    </ToggleButtonGroup>
  );
});
