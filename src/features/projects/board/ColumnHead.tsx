import { memo } from 'react';
import { formatCount, formatMoney } from '../../../shared/lib/format';
import { boardPart } from './boardParts';
import type { BoardColumn } from './toColumns';

/**
 * A column's heading: its status and count, and its revenue. Plain markup (no MUI), so the
 * bench's floor page (scripts/bench/floor/) draws the very same head. Memoized: a drag's steps
 * re-render the columns, not their projects.
 */
export const ColumnHead = memo(function ColumnHead({ column: { status, projects, revenue } }: { column: BoardColumn }) {
  return (
    <div className={boardPart.columnHead}>
      <h3>
        {status} <span className={boardPart.count}>{formatCount(projects.length)}</span>
      </h3>
      <p className={boardPart.revenue}>{formatMoney(revenue)} revenue</p>
    </div>
  );
});
