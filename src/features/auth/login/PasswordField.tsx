import { useId, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import { visibilityGlyph, visibilityOffGlyph } from '../controls/glyphs';
import { OutlinedField } from '../controls/OutlinedField';

type PasswordFieldProps = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onInvalid: (event: FormEvent<HTMLInputElement>) => void;
  inputRef: Ref<HTMLInputElement>;
  /** Shown under the field, and marks it invalid, when set. */
  error?: string;
};

/** The toggle looks like MUI's IconButton at the field's end edge (44 px, a touch target). */
const toggleSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: '0 0 auto',
  width: 44,
  height: 44,
  p: 1,
  m: 0,
  mr: '-12px',
  border: 0,
  borderRadius: '50%',
  bgcolor: 'transparent',
  color: 'action.active',
  cursor: 'pointer',
  WebkitTapHighlightColor: 'transparent',
  transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
  '@media (hover: hover)': {
    '&:hover': { bgcolor: 'rgba(var(--mui-palette-action-activeChannel) / var(--mui-palette-action-hoverOpacity))' },
  },
} as const;

/**
 * The password field with a show/hide toggle. The toggle is named "Show" / "Hide"
 * rather than "Show password", so the only control named "Password" is the field.
 */
export function PasswordField({ value, onChange, onInvalid, inputRef, error }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <OutlinedField
      id={id}
      name="password"
      label="Password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      required
      value={value}
      onChange={onChange}
      onInvalid={onInvalid}
      inputRef={inputRef}
      error={error}
      spellCheck={false}
      autoCapitalize="none"
      endAdornment={
        <Box
          component="button"
          type="button"
          aria-label={visible ? 'Hide' : 'Show'}
          aria-pressed={visible}
          aria-controls={id}
          onClick={() => setVisible((shown) => !shown)}
          // Keeps the caret in the field when the toggle is clicked.
          onMouseDown={(event) => event.preventDefault()}
          sx={toggleSx}
        >
          {visible ? visibilityOffGlyph : visibilityGlyph}
        </Box>
      }
    />
  );
}
