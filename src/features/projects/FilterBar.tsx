import type { Ref } from 'react';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectFilters, selectOwnerOptions } from './projectsSelectors';
import { ownerFilterChanged, statusFilterChanged, type StatusFilter } from './projectsSlice';
import { isProjectStatus, PROJECT_STATUSES } from './types';

type FilterBarProps = {
  onAdd: () => void;
  addButtonRef?: Ref<HTMLButtonElement>;
};

const selectSx = { flex: { xs: '1 1 140px', sm: '0 1 220px' }, minWidth: 0 };

export function FilterBar({ onAdd, addButtonRef }: FilterBarProps) {
  const dispatch = useAppDispatch();
  const { status, owner } = useAppSelector(selectFilters);
  const owners = useAppSelector(selectOwnerOptions);
  // The slice drops an owner filter whose owner is gone; this guards the render in between.
  const ownerValue = owner !== 'all' && owners.includes(owner) ? owner : 'all';

  return (
    <Box
      role="search"
      aria-label="Filter projects"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}
    >
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
        value={ownerValue}
        onChange={(event) => dispatch(ownerFilterChanged(event.target.value))}
        sx={selectSx}
      >
        <MenuItem value="all">All Owners</MenuItem>
        {owners.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
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
}
