type Columns = Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', string>>;

/** A list of the landing page's cards (founders, process steps): no bullets, laid out as a grid. */
export const cardListSx = (columns: Columns) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gridTemplateColumns: columns,
  gap: { xs: 2.5, md: 3 },
});
