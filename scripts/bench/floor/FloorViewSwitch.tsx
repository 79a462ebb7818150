export type FloorView = 'cards' | 'board';

const VIEWS: { value: FloorView; label: string }[] = [
  { value: 'cards', label: 'Cards' },
  { value: 'board', label: 'Board' },
];

/**
 * The "View" switch as the bench presses the app's (board.mjs): a group named View whose buttons,
 * Cards and Board, say aria-pressed.
 */
export function FloorViewSwitch({ value, onChange }: { value: FloorView; onChange: (next: FloorView) => void }) {
  return (
    <div role="group" aria-label="View" style={{ display: 'flex', flex: '1 1 140px' }}>
      {VIEWS.map((view) => (
        <button
          key={view.value}
          type="button"
          aria-pressed={view.value === value}
          style={{ font: 'inherit', minHeight: 48, flex: '1 1 0' }}
          onClick={() => onChange(view.value)}
        >
          {view.label}
        </button>
      ))}
    </div>
  );
}
