import { memo } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { cardStylesheet } from './cardStyles';

/**
 * The project cards' stylesheet (cardStyles.ts), for the page that shows them, in a place that
 * stays while cards come and go: memoized, it is set once and never serialized again.
 */
export const CardStyles = memo(function CardStyles() {
  return <GlobalStyles styles={cardStylesheet} />;
});
