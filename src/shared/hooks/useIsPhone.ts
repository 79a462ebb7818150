import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

const phoneQuery = (theme: Theme) => theme.breakpoints.down('sm');

/**
 * Whether the window is phone-sized (below the `sm` breakpoint), for parts whose phone layout is
 * another arrangement rather than another style: the header's More menu, the Activity icon.
 */
export const useIsPhone = () => useMediaQuery(phoneQuery, { noSsr: true });
