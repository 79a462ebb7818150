import { useState, type FormEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { FIELD_LABELS, MAX_AMOUNT } from '../../../../contract/project';
import type { MonthFigure } from '../../../../contract/figures';
import { earliestMonth, type Month } from '../figures/months';
import { figureOf, monthFormErrors, type MonthFormErrors, type MonthFormValues } from './monthFormRules';

type MonthFormProps = {
  current: Month;
  values: MonthFormValues;
  onChange: (values: MonthFormValues) => void;
  onSave: (month: Month, figure: MonthFigure) => void;
  monthRef: RefObject<HTMLInputElement | null>;
};

/**
 * Enters or corrects one month: Month (the current one by default), Revenue and Subscribers, and
 * "Save month". A refused value is said at its field and nothing is saved; the browser's own
 * validation is off, so every message is the form's.
 */
export function MonthForm({ current, values, onChange, onSave, monthRef }: MonthFormProps) {
  const [errors, setErrors] = useState<MonthFormErrors>({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = monthFormErrors(values, current);
    setErrors(found);
    if (Object.keys(found).length === 0) onSave(values.month, figureOf(values));
  };
  const field = (key: keyof MonthFormValues) => ({
    value: values[key],
    error: Boolean(errors[key]),
    helperText: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setErrors(({ [key]: _fixed, ...rest }) => rest);
      onChange({ ...values, [key]: event.target.value });
    },
  });
  const amount = { min: 0, max: MAX_AMOUNT, step: 'any', inputMode: 'decimal' } as const;
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1.2fr 1fr 1fr' } }}>
        <TextField
          label="Month"
          type="month"
          required
          inputRef={monthRef}
          {...field('month')}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestMonth(current), max: current } }}
        />
        <TextField
          label={FIELD_LABELS.revenue}
          type="number"
          {...field('revenue')}
          slotProps={{
            htmlInput: amount,
            input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
          }}
        />
        <TextField
          label={FIELD_LABELS.subscribers}
          type="number"
          {...field('subscribers')}
          slotProps={{ htmlInput: amount }}
        />
      </Box>
      <Button type="submit" variant="outlined" sx={{ justifySelf: 'start', minHeight: 44 }}>
        Save month
      </Button>
    </Box>
  );
}
