import { useId } from 'react';
import Add from '@mui/icons-material/Add';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

type EmptyStateProps = {
  /** True when projects exist but the filters hide them all. */
  filtered: boolean;
  /** Absent for a viewer: no Add New Project. */
  onAdd?: () => void;
  /** Shown as "Clear filters" when the filters hide every project. */
  onClearFilters?: () => void;
};

export const EMPTY_HINTS = {
  none: 'Start building the future by adding your first project.',
  filtered: 'Try adjusting your filters or add a new project.',
} as const;

export function EmptyState({ filtered, onAdd, onClearFilters }: EmptyStateProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1.5,
        px: 3,
        py: { xs: 6, sm: 8 },
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 3,
        bgcolor: 'background.paper',
      }}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          display: 'grid',
          placeItems: 'center',
          width: 64,
          height: 64,
          borderRadius: '50%',
          color: 'primary.main',
          bgcolor: theme.alpha((theme.vars ?? theme).palette.primary.main, 0.1),
        })}
      >
        <Inventory2Outlined fontSize="large" />
      </Box>
      <Typography id={headingId} variant="h5" component="h3">
        No projects found
      </Typography>
      <Typography sx={{ color: 'text.secondary', maxWidth: 420 }}>
        {filtered ? EMPTY_HINTS.filtered : EMPTY_HINTS.none}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1.5, mt: 1 }}>
        {filtered && onClearFilters && (
          <Button
            variant="outlined"
            size="large"
            startIcon={<FilterAltOff />}
            onClick={onClearFilters}
            sx={{ minHeight: 48 }}
          >
            Clear filters
          </Button>
        )}
        {onAdd && (
          <Button variant="contained" size="large" startIcon={<Add />} onClick={onAdd} sx={{ minHeight: 48 }}>
            Add New Project
          </Button>
        )}
      </Box>
    </Box>
  );
}
