import { useId, type FormEvent } from 'react';
import { useFormFields } from '../../../shared/hooks/useFormFields';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { GOAL_MONTHS_AHEAD, type Goal, type GoalMetric } from '../../../../contract/plans';
import { FIGURE_LABELS } from '../../../../contract/figures';
import { addMonths, type Month } from '../figures/months';
import { checkGoalForm, goalFormValues, type GoalFormValues } from './goalFormRules';

type GoalFormProps = {
  goal: Goal | undefined;
  current: Month;
  valueOf: (metric: GoalMetric) => number;
  onSave: (goal: Goal) => void;
  onRemove: () => void;
};

/**
 * Metric, Target and By, with "Save goal" (and "Remove goal" when there is one). A refused value is
 * said at its field and nothing is saved; the browser's own validation is off.
 */
export function GoalForm({ goal, current, valueOf, onSave, onRemove }: GoalFormProps) {
  const { values, setValues, setErrors, field } = useFormFields<GoalFormValues, 'target' | 'by'>(() =>
    goalFormValues(goal),
  );
  const metricLabel = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = checkGoalForm(values, valueOf(values.metric), goal, current);
    setErrors(checked.errors);
    if (checked.goal) onSave(checked.goal);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
      <FormControl>
        <FormLabel id={metricLabel}>Metric</FormLabel>
        <RadioGroup
          row
          aria-labelledby={metricLabel}
          value={values.metric}
          onChange={(event) => setValues({ ...values, metric: event.target.value as GoalMetric })}
        >
          <FormControlLabel value="revenue" control={<Radio />} label={FIGURE_LABELS.revenue} />
          <FormControlLabel value="subscribers" control={<Radio />} label={FIGURE_LABELS.subscribers} />
        </RadioGroup>
      </FormControl>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Target"
          type="number"
          required
          {...field('target')}
          slotProps={{
            htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
            input:
              values.metric === 'revenue'
                ? { startAdornment: <InputAdornment position="start">$</InputAdornment> }
                : undefined,
          }}
        />
        <TextField
          label="By"
          type="month"
          required
          {...field('by')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { min: addMonths(current, 1), max: addMonths(current, GOAL_MONTHS_AHEAD) },
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="outlined" sx={{ minHeight: 44 }}>
          Save goal
        </Button>
        {goal && (
          <Button color="error" onClick={onRemove} sx={{ minHeight: 44 }}>
            Remove goal
          </Button>
        )}
      </Box>
    </Box>
  );
}
