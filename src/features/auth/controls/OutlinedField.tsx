import { useId, type ChangeEvent, type FormEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import Box from '@mui/material/Box';
import { outlinedFieldSx } from './outlinedFieldSx';

type OutlinedFieldProps = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'name' | 'type' | 'autoComplete' | 'required' | 'spellCheck' | 'autoCapitalize' | 'inputMode'
> & {
  /** The input's id; one is made up when not given. */
  id?: string;
  label: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  onInvalid: (event: FormEvent<HTMLInputElement>) => void;
  inputRef: Ref<HTMLInputElement>;
  /** Shown under the field (and read with it), and marks it invalid, when set. */
  error?: string;
  /** A control at the end of the field, such as the password's Show / Hide toggle. */
  endAdornment?: ReactNode;
};

/**
 * Material's outlined text field drawn with plain elements: the same label, outline, focus and
 * error states in both colour schemes, without MUI's TextField (with InputBase, Select and
 * Popover, about 25 KB of the login page's JavaScript). The helper text names the error and is
 * tied to the input with aria-describedby.
 */
export function OutlinedField({
  id: givenId,
  label,
  value,
  onChange,
  onInvalid,
  inputRef,
  error,
  endAdornment,
  required,
  ...inputProps
}: OutlinedFieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const helperId = `${id}-helper-text`;
  const asterisk = required ? '\u2009*' : '';
  return (
    <Box sx={outlinedFieldSx} data-filled={value ? '' : undefined} data-error={error ? '' : undefined}>
      <label htmlFor={id} id={`${id}-label`}>
        {label}
        {asterisk && <span aria-hidden="true">{asterisk}</span>}
      </label>
      <div data-adorned={endAdornment ? '' : undefined}>
        <input
          {...inputProps}
          id={id}
          ref={inputRef}
          required={required}
          value={value}
          onChange={onChange}
          onInvalid={onInvalid}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? helperId : undefined}
        />
        {endAdornment && <span data-adornment="">{endAdornment}</span>}
        <fieldset aria-hidden="true">
          <legend>
            <span>
              {label}
              {asterisk}
            </span>
          </legend>
        </fieldset>
      </div>
      {error && <p id={helperId}>{error}</p>}
    </Box>
  );
}
