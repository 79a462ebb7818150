import { useId, useRef, useState, type KeyboardEvent } from 'react';

type Option = { value: string; label: string };
type FloorSelectProps = { label: string; value: string; options: readonly Option[]; onChange: (value: string) => void };

const control = { font: 'inherit', minHeight: 48, width: '100%', textAlign: 'left', padding: '0 12px' } as const;
const list = {
  position: 'absolute',
  zIndex: 10,
  top: '100%',
  left: 0,
  minWidth: '100%',
  margin: 0,
  padding: 4,
  listStyle: 'none',
  background: 'Canvas',
  border: '1px solid GrayText',
} as const;

/**
 * A select as the bench drives the app's (interactions.mjs): a combobox named `label` that opens
 * a listbox of the same name on a press or on Enter, with the chosen option focused; arrows move,
 * Enter or a press chooses, and the focus goes back to the combobox.
 */
export function FloorSelect({ label, value, options, onChange }: FloorSelectProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const choose = (next: string) => {
    setOpen(false);
    onChange(next);
    button.current?.focus();
  };
  const onOptionKey = (event: KeyboardEvent<HTMLLIElement>, option: Option) => {
    const item = event.currentTarget;
    const moves: Record<string, Element | null> = {
      ArrowDown: item.nextElementSibling,
      ArrowUp: item.previousElementSibling,
    };
    if (event.key in moves) (moves[event.key] as HTMLElement | null)?.focus();
    else if (event.key === 'Enter' || event.key === ' ') choose(option.value);
    else if (event.key === 'Escape') {
      setOpen(false);
      button.current?.focus();
    } else return;
    event.preventDefault();
  };
  return (
    <div style={{ position: 'relative', flex: '1 1 100px' }}>
      <button
        ref={button}
        type="button"
        role="combobox"
        aria-label={label}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        style={control}
        onClick={() => setOpen(true)}
      >
        {options.find((option) => option.value === value)?.label}
      </button>
      {open && (
        <ul id={listId} role="listbox" aria-label={label} style={list}>
          {options.map((option) => (
            <li
              key={option.value}
              role="option"
              aria-selected={option.value === value}
              tabIndex={-1}
              ref={option.value === value ? (node) => node?.focus() : undefined}
              style={{ padding: '10px 12px' }}
              onClick={() => choose(option.value)}
              onKeyDown={(event) => onOptionKey(event, option)}
            >
              {option.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
