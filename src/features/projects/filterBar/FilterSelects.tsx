import { memo } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectOwnerFilter, selectOwnerOptions, selectSort, selectStatusFilter } from '../projectsSelectors';
import { ownerFilterChanged, sortChanged, statusFilterChanged, type StatusFilter } from '../projectsSlice';
import { DEFAULT_SORT, isSortKey, SORT_OPTIONS } from '../model/sort';
import { isProjectStatus, PROJECT_STATUSES } from '../model/types';

const selectSx = { flex: { xs: '1 1 140px', sm: '0 1 200px' }, minWidth: 0 };
// The menus stay out of the filter change's way:
// - fixed transitions: the default ('auto') measures the menu while it closes, forcing a layout
//   of the whole dashboard in the middle of the change;
// - no scroll lock: locking sets overflow on <body> on open and restores it on close, so the
//   scroll bar comes back and every card is laid out again in the frame of the change.
const selectSlotProps = {
  select: { MenuProps: { transitionDuration: { enter: 225, exit: 195 }, disableScrollLock: true } },
};

// Each select reads its own setting and is memoized: a search keystroke or another filter's
// change does not render it (MUI's select, field and menu cost several milliseconds a render
// on a phone).

export const StatusSelect = memo(function StatusSelect() {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectStatusFilter);
  return (
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
  );
});

export const OwnerSelect = memo(function OwnerSelect() {
  const dispatch = useAppDispatch();
  const owner = useAppSelector(selectOwnerFilter);
  const owners = useAppSelector(selectOwnerOptions);
  return (
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
  );
});

export const SortSelect = memo(function SortSelect() {
  const dispatch = useAppDispatch();
  const sort = useAppSelector(selectSort);
  return (
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
  );
});
