import { memo, useRef, type Ref } from 'react';
import Add from '@mui/icons-material/Add';
import FilterAltOff from '@mui/icons-material/FilterAltOff';
import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectIsFiltered, selectOwnerOptions, selectView } from '../projectsSelectors';
import {
  filtersCleared,
  ownerFilterChanged,
  searchQueryChanged,
  sortChanged,
  statusFilterChanged,
  type StatusFilter,
} from '../projectsSlice';
import { DEFAULT_SORT, isSortKey, SORT_OPTIONS } from '../model/sort';
import { isProjectStatus, PROJECT_STATUSES } from '../model/types';
import { useSlashToSearch } from './useSlashToSearch';
import { LayoutSwitch } from './LayoutSwitch';

type FilterBarProps = {
  onAdd: () => void;
  addButtonRef?: Ref<HTMLButtonElement>;
};

const selectSx = { flex: { xs: '1 1 140px', sm: '0 1 200px' }, minWidth: 0 };
// The menus stay out of the filter change's way:
// - fixed transitions: the default ('auto') measures the menu while it closes, forcing a layout
//   of the whole dashboard in the middle of the change;
// - no scroll lock: locking sets overflow on <body> on open and restores it on close, so the
//   scroll bar comes back and every card is laid out again in the frame of the change.
const selectSlotProps = {
  select: { MenuProps: { transitionDuration: { enter: 225, exit: 195 }, disableScrollLock: true } },
};

/** Memoized: it renders with the view it shows, not with the page or the projects. */
export const FilterBar = memo(function FilterBar({ onAdd, addButtonRef }: FilterBarProps) {
  const dispatch = useAppDispatch();
  const { status, owner, query, sort } = useAppSelector(selectView);
  const filtered = useAppSelector(selectIsFiltered);
  const owners = useAppSelector(selectOwnerOptions);
  const searchRef = useRef<HTMLInputElement>(null);
  useSlashToSearch(searchRef);

  return (
    <Box
      role="search"
      aria-label="Filter projects"
      // Rows a little closer on phones, where the tiles' changes take a line: a project stays on the first screen.
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: { xs: 1.5, sm: 2 } }}
    >
      <TextField
        id="project-search"
        label="Search projects"
        type="search"
        value={query}
        inputRef={searchRef}
        onChange={(event) => dispatch(searchQueryChanged(event.target.value))}
        slotProps={{
          htmlInput: { 'aria-keyshortcuts': '/', maxLength: 200 },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
        }}
        sx={{ flex: { xs: '1 1 100%', md: '1 1 240px' }, minWidth: 0 }}
      />
      <TextField
        select
        id="status-filter"
        label="Status"
        value={status}
        onChange={(event) => {
          const next = event.target.value;
          dispatch(statusFilterChanged(isProjectStatus(next) ? next : ('all' satisfies StatusFilter)));
        }}
        sx={selectSx}
        slotProps={selectSlotProps}
      >
        <MenuItem value="all">All Status</MenuItem>
        {PROJECT_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {value}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="owner-filter"
        label="Owner"
        value={owner}
        onChange={(event) => dispatch(ownerFilterChanged(event.target.value))}
        sx={selectSx}
        slotProps={selectSlotProps}
      >
        <MenuItem value="all">All Owners</MenuItem>
        {owners.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="sort-order"
        label="Sort"
        value={sort}
        onChange={(event) => dispatch(sortChanged(isSortKey(event.target.value) ? event.target.value : DEFAULT_SORT))}
        sx={selectSx}
        slotProps={selectSlotProps}
      >
        {SORT_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <LayoutSwitch />
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
      <Button
        ref={addButtonRef}
        variant="contained"
        size="large"
        startIcon={<Add />}
        onClick={onAdd}
        sx={{ ml: { sm: 'auto' }, flex: { xs: '1 1 100%', sm: '0 0 auto' }, minHeight: 48 }}
      >
        Add New Project
      </Button>
    </Box>
  );
});
