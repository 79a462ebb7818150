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
      sx={{ minHeight: 48, gap: 1, textTransform: 'none', fontWeight: 600, flex: { xs: '1 1 auto', sm: '0 0 auto' } }}
    >
      <NotificationImportantOutlined aria-hidden fontSize="small" />
      Needs attention
      <span aria-hidden>{count}</span>
    </ToggleButton>
  );
});
