import { memo } from 'react';
import NotificationImportantOutlined from '@mui/icons-material/NotificationImportantOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { attentionToggled } from '../projectsSlice';
import { selectAttentionCount, selectAttentionFilter } from './attentionSelectors';

/**
 * "Needs attention, 3": pressed, every view shows only the projects that need attention
 * (`attention=1` in the address). The count is the lab's, whatever the other filters.
 */
export const NeedsAttentionToggle = memo(function NeedsAttentionToggle() {
  const dispatch = useAppDispatch();
  const pressed = useAppSelector(selectAttentionFilter);
  const count = useAppSelector(selectAttentionCount);
  return (
    <ToggleButton
      value="attention"
      selected={pressed}
      aria-label={`Needs attention, ${count}`}
      onChange={() => dispatch(attentionToggled())}
      color="warning"
      // On a phone it shares its row with Add New Project, its bell left out, so the first screen
      // still shows a project (the board's first column and its card too).
      sx={{
        minHeight: 48,
        gap: 1,
        px: { xs: 1, sm: 1.5 },
        textTransform: 'none',
        fontWeight: 600,
        flex: '0 0 auto',
      }}
    >
      <NotificationImportantOutlined
        aria-hidden
        fontSize="small"
        sx={{ display: { xs: 'none', sm: 'inline-block' } }}
      />
      Needs attention
      <span aria-hidden>{count}</span>
    </ToggleButton>
  );
});
