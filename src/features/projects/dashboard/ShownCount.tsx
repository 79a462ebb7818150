import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../../app/hooks';
import { formatCount } from '../../../shared/lib/format';
import { selectFilteredProjects, selectProjects } from '../projectsSelectors';

/**
 * "Showing 3 of 12 projects": a live region, so a filter or search change is announced; not
 * role=status, which the toasts own. Its own component, so only this line renders with the count.
 */
export function ShownCount() {
  const total = useAppSelector(selectProjects).length;
  const shown = useAppSelector(selectFilteredProjects).length;
  return (
    <Typography variant="body2" aria-live="polite" aria-atomic="true" sx={{ color: 'text.secondary' }}>
      Showing {formatCount(shown)} of {formatCount(total)} projects
    </Typography>
  );
}
