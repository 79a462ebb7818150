import { useId, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';

type PasswordFieldProps = {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  onInvalid: (event: FormEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  inputRef: Ref<HTMLInputElement>;
  /** Shown under the field, and marks it invalid, when set. */
  error?: string;
};

/**
 * The password field with a show/hide toggle. The toggle is named "Show" / "Hide"
 * rather than "Show password", so the only control named "Password" is the field.
 */
export function PasswordField({ value, onChange, onInvalid, inputRef, error }: PasswordFieldProps) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      id={id}
      name="password"
      label="Password"
      type={visible ? 'text' : 'password'}
      autoComplete="current-password"
      required
      fullWidth
      value={value}
      onChange={onChange}
      inputRef={inputRef}
      error={Boolean(error)}
      helperText={error}
      slotProps={{
        htmlInput: { onInvalid, spellCheck: false, autoCapitalize: 'none' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                edge="end"
                aria-label={visible ? 'Hide' : 'Show'}
                aria-pressed={visible}
                aria-controls={id}
                onClick={() => setVisible((shown) => !shown)}
                // Keeps the caret in the field when the toggle is clicked.
                onMouseDown={(event) => event.preventDefault()}
                sx={{ width: 44, height: 44 }}
              >
                {visible ? <VisibilityOff /> : <Visibility />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
