import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { FIELD_LABELS } from '../../../../contract/project';

type OwnersFieldProps = {
  options: readonly string[];
  value: string[];
  onChange: (owners: string[]) => void;
};

/** The founders as checkboxes in a fieldset; at least one is required. */
export function OwnersField({ options, value, onChange }: OwnersFieldProps) {
  const toggle = (owner: string, checked: boolean) =>
    onChange(checked ? [...value, owner] : value.filter((item) => item !== owner));
  return (
    <FormControl component="fieldset" required>
      <FormLabel component="legend" sx={{ mb: 0.5 }}>
        {FIELD_LABELS.owners}
      </FormLabel>
      <FormGroup row sx={{ columnGap: 2 }}>
        {options.map((owner) => (
          <FormControlLabel
            key={owner}
            label={owner}
            control={
              <Checkbox checked={value.includes(owner)} onChange={(event) => toggle(owner, event.target.checked)} />
            }
            sx={{ minHeight: 44 }}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
