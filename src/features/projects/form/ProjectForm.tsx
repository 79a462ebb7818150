import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FOUNDER_NAMES } from '../../../../contract/founders';
import { useAppSelector } from '../../../app/hooks';
import { selectToday } from '../../clock';
import { FIELD_LABELS, MAX_AMOUNT, type AmountField, type LimitedField } from '../../../../contract/project';
import { OwnersField } from './OwnersField';
import {
  amountHint,
  dueError,
  fieldError,
  isSubmittable,
  limitCounter,
  toFormValues,
  toProjectInput,
  urlWarning,
  type ProjectFormValues,
} from './projectFormValues';
import { isProjectStatus, PROJECT_STATUSES, type Project, type ProjectInput } from '../model/types';

type ProjectFormProps = {
  /** The project to edit; none for a new one. */
  project?: Project | null;
  submitLabel: string;
  onSubmit: (input: ProjectInput) => void;
  onCancel: () => void;
};

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

type InputEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement>;

/** Helper text: the message on the left, the "118 / 120" counter on the right. Spans: it sits in a <p>. */
function FieldHelp({ message, counter }: { message: string | null; counter: string | null }) {
  return (
    <Box component="span" sx={{ display: 'flex', gap: 2 }}>
      <span>{message}</span>
      {counter && (
        <Box component="span" sx={{ ml: 'auto', flexShrink: 0, fontVariantNumeric: 'tabular-nums' }}>
          {counter}
        </Box>
      )}
    </Box>
  );
}

const help = (message: string | null, counter: string | null = null): ReactNode =>
  message || counter ? <FieldHelp message={message} counter={counter} /> : undefined;

/** The one form behind "Add New Project" and "Edit Project"; it lives inside the dialog. */
export function ProjectForm({ project, submitLabel, onSubmit, onCancel }: ProjectFormProps) {
  const [values, setValues] = useState<ProjectFormValues>(() => toFormValues(project));
  const today = useAppSelector(selectToday);
  const canSubmit = isSubmittable(values, today);
  // The founders, and in team mode the members too; a stored project may name an owner who is
  // neither (a removed member): kept ticked rather than dropped.
  const choices = useAppSelector((state) => state.projects.ownerChoices) ?? FOUNDER_NAMES;
  const ownerOptions = [...choices, ...values.owners.filter((owner) => !choices.includes(owner))];

  const set =
    <K extends keyof ProjectFormValues>(key: K) =>
    (value: ProjectFormValues[K]) =>
      setValues((current) => ({ ...current, [key]: value }));

  // Over-long text stays in the field, marked invalid, so nothing is ever cut silently.
  const textProps = (key: LimitedField) => {
    const error = fieldError(key, values[key]);
    const warning = key === 'githubUrl' || key === 'liveUrl' ? urlWarning(values[key]) : null;
    return {
      value: values[key],
      onChange: (event: InputEvent) => set(key)(event.target.value),
      error: error !== null,
      helperText: help(error ?? warning, limitCounter(key, values[key])),
    };
  };

  const amountProps = (key: AmountField) => {
    const error = fieldError(key, values[key]);
    return {
      value: values[key],
      onChange: (event: InputEvent) => set(key)(event.target.value),
      error: error !== null,
      helperText: help(error ?? amountHint(values[key])),
    };
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canSubmit) return;
    onSubmit(toProjectInput(values, ownerOptions));
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}
    >
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: -0.5 }}>
          Fields marked * are required.
        </Typography>
        <TextField
          label={FIELD_LABELS.name}
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal form starts at its first field (WAI-ARIA dialog pattern)
          autoFocus
          {...textProps('name')}
        />
        <TextField label={FIELD_LABELS.description} required multiline rows={3} {...textProps('description')} />
        <TextField
          select
          label={FIELD_LABELS.status}
          value={values.status}
          onChange={(event) => {
            if (isProjectStatus(event.target.value)) set('status')(event.target.value);
          }}
        >
          {PROJECT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {status}
            </MenuItem>
          ))}
        </TextField>
        <OwnersField options={ownerOptions} value={values.owners} onChange={set('owners')} />
        <Box sx={twoColumns}>
          <TextField
            label={FIELD_LABELS.revenue}
            type="number"
            placeholder="0"
            {...amountProps('revenue')}
            slotProps={{
              htmlInput: { min: 0, max: MAX_AMOUNT, step: 'any', inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <TextField
            label={FIELD_LABELS.subscribers}
            type="number"
            placeholder="0"
            {...amountProps('subscribers')}
            slotProps={{ htmlInput: { min: 0, max: MAX_AMOUNT, step: 1, inputMode: 'numeric' } }}
          />
        </Box>
        <Box sx={twoColumns}>
          <TextField label={FIELD_LABELS.githubUrl} placeholder="https://github.com/…" {...textProps('githubUrl')} />
          <TextField label={FIELD_LABELS.liveUrl} placeholder="https://…" {...textProps('liveUrl')} />
        </Box>
        <Box sx={{ ...twoColumns, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
          <TextField label={FIELD_LABELS.nextStep} {...textProps('nextStep')} />
          <TextField
            label={FIELD_LABELS.nextStepDue}
            type="date"
            value={values.nextStepDue}
            onChange={(event) => set('nextStepDue')(event.target.value)}
            error={dueError(values, today) !== null}
            helperText={help(dueError(values, today))}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Box>
        <TextField label={FIELD_LABELS.notes} multiline rows={3} {...textProps('notes')} />
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, gap: 1 }}>
        <Button onClick={onCancel} color="inherit" sx={{ minHeight: 44 }}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={!canSubmit} sx={{ minHeight: 44, px: 3 }}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Box>
  );
}
