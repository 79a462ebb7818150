/** The dashboard header's buttons: on phones they share rows at their natural widths (no label breaks over two lines). */
export const headerButtonSx = {
  minHeight: 44,
  whiteSpace: 'nowrap',
  flex: { xs: '1 1 auto', sm: '0 0 auto' },
} as const;
