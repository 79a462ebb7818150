// The class names of the board's markup, apart from its stylesheet (boardStyles.ts), so markup
// can be drawn without MUI: the bench's floor page (scripts/bench/floor/) draws the same board.

/** The board's parts; one stylesheet (BoardRoot) styles them all, as the cards do. */
export const boardPart = {
  column: 'Board-column',
  columnHead: 'Board-columnHead',
  count: 'Board-count',
  revenue: 'Board-revenue',
  list: 'Board-list',
  empty: 'Board-empty',
  card: 'Board-card',
  handle: 'Board-handle',
  preview: 'Board-preview',
} as const;
