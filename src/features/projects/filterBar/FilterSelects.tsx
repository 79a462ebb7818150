import { memo, useMemo, type MouseEvent } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { UnknownAction } from '@reduxjs/toolkit';
import { useAppDispatch, useAppSelector, type RootState } from '../../../app/hooks';
import { selectOwnerFilter, selectOwnerOptions, selectSort, selectStatusFilter } from '../projectsSelectors';
import { ownerFilterChanged, sortChanged, statusFilterChanged } from '../projectsSlice';
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

// A press on an option keeps the focus where it is: the menu closes on the click and gives it back
// to the select, so moving it to the option first only made the field handle a blur and a focus
// (and render for each) in the middle of the press.
const keepFocus = (event: MouseEvent) => event.preventDefault();

type Option = { value: string; label: string };
type FilterSelectProps = {
  id: string;
  label: string;
  options: readonly Option[];
  /** The setting the select shows, and the action that changes it to a chosen value. */
  select: (state: RootState) => string;
  changed: (value: string) => UnknownAction;
};

/** One of the bar's selects: an outlined field whose menu lists `options`. */
function FilterSelect({ id, label, options, select, changed }: FilterSelectProps) {
  const dispatch = useAppDispatch();
  const value = useAppSelector(select);
  return (
    <TextField
      select
      id={id}
      label={label}
      value={value}
      onChange={(event) => dispatch(changed(event.target.value))}
      sx={selectSx}
      slotProps={selectSlotProps}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} onMouseDown={keepFocus}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

// Each select reads its own setting and is memoized: a search keystroke or another filter's
// change does not render it (MUI's select, field and menu cost several milliseconds a render
// on a phone).

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  ...PROJECT_STATUSES.map((status) => ({ value: status, label: status })),
];
const STATUS = {
  id: 'status-filter',
  label: 'Status',
  options: STATUS_OPTIONS,
  select: selectStatusFilter,
  changed: (value: string) => statusFilterChanged(isProjectStatus(value) ? value : 'all'),
};
const OWNER = { id: 'owner-filter', label: 'Owner', select: selectOwnerFilter, changed: ownerFilterChanged };
const SORT = {
  id: 'sort-order',
  label: 'Sort',
  options: SORT_OPTIONS,
  select: selectSort,
  changed: (value: string) => sortChanged(isSortKey(value) ? value : DEFAULT_SORT),
};

export const StatusSelect = memo(function StatusSelect() {
  return <FilterSelect {...STATUS} />;
});

/** Its options are the lab's owners, A to Z, after All Owners. */
export const OwnerSelect = memo(function OwnerSelect() {
  const owners = useAppSelector(selectOwnerOptions);
  const options = useMemo(
    () => [{ value: 'all', label: 'All Owners' }, ...owners.map((name) => ({ value: name, label: name }))],
    [owners],
  );
  return <FilterSelect {...OWNER} options={options} />;
});

export const SortSelect = memo(function SortSelect() {
  return <FilterSelect {...SORT} />;
});
