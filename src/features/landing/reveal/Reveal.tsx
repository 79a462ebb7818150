import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { REVEAL_STAGGER } from './revealStyles';
import { useReveal } from './useReveal';

type RevealGroupProps = {
  /** Share of the group that must be in view before its items enter (the viewport amount). */
  amount: number;
  component?: 'div' | 'ol' | 'ul';
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** A block whose RevealItems enter one after another once it scrolls into view (see revealStyles). */
export function RevealGroup({ amount, component = 'div', sx, children }: RevealGroupProps) {
  const { ref, waiting } = useReveal<HTMLElement>(amount);
  return (
    <Box ref={ref} component={component} data-reveal-state={waiting ? 'waiting' : 'shown'} sx={sx}>
      {children}
    </Box>
  );
}

type RevealItemProps = {
  /** Its place in the group's entrance order: it starts index × REVEAL_STAGGER seconds after the first. */
  index: number;
  component?: 'div' | 'li';
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** One staggered step of a RevealGroup. */
export function RevealItem({ index, component = 'div', sx, children }: RevealItemProps) {
  return (
    <Box
      component={component}
      data-reveal=""
      style={{ transitionDelay: `${Math.round(index * REVEAL_STAGGER * 1000)}ms` }}
      sx={sx}
    >
      {children}
    </Box>
  );
}
