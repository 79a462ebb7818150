import type { ReactNode } from 'react';
import { m, type Variants } from 'framer-motion';
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import { useReveal } from './useReveal';

/** Seconds between siblings entering (SPEC §9). */
export const REVEAL_STAGGER = 0.2;

const groupVariants: Variants = {
  hidden: {},
  visible: { transition: { staggerChildren: REVEAL_STAGGER } },
};

const itemVariants: Variants = {
  // Hiding is instant: it only ever happens to content that is off screen.
  hidden: { opacity: 0, y: 28, transition: { duration: 0 } },
  visible: { opacity: 1, y: 0, transition: { duration: 0.6, ease: [0.22, 1, 0.36, 1] } },
};

const groups = { div: styled(m.div)({}), ol: styled(m.ol)({}), ul: styled(m.ul)({}) };
const items = { div: styled(m.div)({}), li: styled(m.li)({}) };

type RevealGroupProps = {
  /** Share of the group that must be in view before its items enter. */
  amount: number;
  component?: keyof typeof groups;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** A block whose RevealItems enter one after another once it scrolls into view. */
export function RevealGroup({ amount, component = 'div', sx, children }: RevealGroupProps) {
  const { ref, initial, animate } = useReveal<HTMLDivElement>(amount);
  const Group = groups[component] as typeof groups.div;
  return (
    <Group ref={ref} sx={sx} variants={groupVariants} initial={initial} animate={animate}>
      {children}
    </Group>
  );
}

type RevealItemProps = {
  component?: keyof typeof items;
  sx?: SxProps<Theme>;
  children: ReactNode;
};

/** One staggered step of a RevealGroup. `data-reveal` lets print styles force it visible. */
export function RevealItem({ component = 'div', sx, children }: RevealItemProps) {
  const Item = items[component] as typeof items.div;
  return (
    <Item data-reveal="" sx={sx} variants={itemVariants}>
      {children}
    </Item>
  );
}
