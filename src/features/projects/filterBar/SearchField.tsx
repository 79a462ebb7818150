import { memo, type RefObject } from 'react';
import Search from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { selectSearchQuery } from '../projectsSelectors';
import { searchQueryChanged } from '../projectsSlice';
import { useSlashToSearch } from './useSlashToSearch';

const searchSlotProps = {
  htmlInput: { 'aria-keyshortcuts': '/', maxLength: 200 },
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <Search aria-hidden />
      </InputAdornment>
    ),
  },
};
const searchSx = { flex: { xs: '1 1 100%', md: '1 1 240px' }, minWidth: 0 };

/** The search box ("/" focuses it). Memoized and reading only the query: a keystroke renders it alone. */
export const SearchField = memo(function SearchField({ inputRef }: { inputRef: RefObject<HTMLInputElement | null> }) {
  const dispatch = useAppDispatch();
  const query = useAppSelector(selectSearchQuery);
  useSlashToSearch(inputRef);
  return (
    <TextField
      id="project-search"
      label="Search projects"
      type="search"
      value={query}
      inputRef={inputRef}
      onChange={(event) => dispatch(searchQueryChanged(event.target.value))}
      slotProps={searchSlotProps}
      sx={searchSx}
    />
  );
});
