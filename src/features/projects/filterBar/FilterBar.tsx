import { memo, useRef, type Ref } from 'react';
import Add from '@mui/icons-material/Add';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsFiltered } from '../projectsSelectors';
import { filtersCleared } from '../projectsSlice';
import { LayoutSwitch } from './LayoutSwitch';
import { OwnerSelect, SortSelect, StatusSelect } from './FilterSelects';
import { SearchField } from './SearchField';
import { NeedsAttentionToggle } from '../attention/NeedsAttentionToggle';

type FilterBarProps = {
  /** Absent for a viewer: no Add New Project. */
  onAdd?: () => void;
  addButtonRef?: Ref<HTMLButtonElement>;
};

/**
 * The search, the filters, the order, the View switch, Needs attention and Add New Project. The bar itself reads
 * only whether anything is filtered; each control reads its own setting (see FilterSelects).
 */
export const FilterBar = memo(function FilterBar({ onAdd, addButtonRef }: FilterBarProps) {
  const dispatch = useAppDispatch();
  const filtered = useAppSelector(selectIsFiltered);
  const searchRef = useRef<HTMLInputElement>(null);

  return (
    <Box
      role="search"
      aria-label="Filter projects"
      // Rows a little closer on phones, where the tiles' changes take a line: a project stays on the first screen.
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1, sm: 2 } }}
    >
      <SearchField inputRef={searchRef} />
      <StatusSelect />
      <OwnerSelect />
      <SortSelect />
      <LayoutSwitch />
      <NeedsAttentionToggle />
      {filtered && (
        <Button
          variant="text"
          startIcon={<FilterAltOff />}
          onClick={() => {
            dispatch(filtersCleared());
            searchRef.current?.focus();
          }}
          sx={{ minHeight: 48 }}
        >
          Clear filters
        </Button>
      )}
      {onAdd && (
        <Button
          ref={addButtonRef}
          variant="contained"
          size="large"
          startIcon={<Add />}
          onClick={onAdd}
          sx={{
            ml: { sm: 'auto' },
            flex: { xs: '1 1 0', sm: '0 0 auto' },
            minWidth: 'max-content',
            minHeight: 48,
            // On a phone it shares its row with Needs attention: a little narrower, as a medium button.
            px: { xs: 1.5, sm: 2.75 },
            fontSize: { xs: '0.875rem', sm: '0.9375rem' },
          }}
        >
          Add New Project
        </Button>
      )}
    </Box>
  );
});
