import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FOUNDER_NAMES } from '../auth/founders';
import { OwnersField } from './OwnersField';
import { isSubmittable, toFormValues, toProjectInput, type ProjectFormValues } from './projectFormValues';
import { isProjectStatus, PROJECT_STATUSES, type Project, type ProjectInput } from './types';

type ProjectFormProps = {
  /** The project to edit; none for a new one. */
  project?: Project | null;
  submitLabel: string;
  onSubmit: (input: ProjectInput) => void;
  onCancel: () => void;
};

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };

/** The one form behind "Add New Project" and "Edit Project"; it lives inside the dialog. */
export function ProjectForm({ project, submitLabel, onSubmit, onCancel }: ProjectFormProps) {
  const [values, setValues] = useState<ProjectFormValues>(() => toFormValues(project));
  const canSubmit = isSubmittable(values);
  // A stored project may name an owner who is not a founder; keep them ticked rather than drop them.
  const ownerOptions = [...FOUNDER_NAMES, ...values.owners.filter((owner) => !FOUNDER_NAMES.includes(owner))];

  const set = <K extends keyof ProjectFormValues>(key: K) =>
    (value: ProjectFormValues[K]) => setValues((current) => ({ ...current, [key]: value }));

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
          label="Project Name"
          required
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a modal form starts at its first field (WAI-ARIA dialog pattern)
          autoFocus
          value={values.name}
          onChange={(event) => set('name')(event.target.value)}
        />
        <TextField
          label="Description"
          required
          multiline
          rows={3}
          value={values.description}
          onChange={(event) => set('description')(event.target.value)}
        />
        <TextField
          select
          label="Status"
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
            label="Revenue"
            type="number"
            placeholder="0"
            value={values.revenue}
            onChange={(event) => set('revenue')(event.target.value)}
            slotProps={{
              htmlInput: { min: 0, step: 'any', inputMode: 'decimal' },
              input: { startAdornment: <InputAdornment position="start">$</InputAdornment> },
            }}
          />
          <TextField
            label="Subscribers"
            type="number"
            placeholder="0"
            value={values.subscribers}
            onChange={(event) => set('subscribers')(event.target.value)}
            slotProps={{ htmlInput: { min: 0, step: 1, inputMode: 'numeric' } }}
          />
        </Box>
        <Box sx={twoColumns}>
          <TextField
            label="GitHub URL"
            placeholder="https://github.com/…"
            value={values.githubUrl}
            onChange={(event) => set('githubUrl')(event.target.value)}
          />
          <TextField
            label="Live Demo URL"
            placeholder="https://…"
            value={values.liveUrl}
            onChange={(event) => set('liveUrl')(event.target.value)}
          />
        </Box>
        <TextField
          label="Notes"
          multiline
          rows={3}
          value={values.notes}
          onChange={(event) => set('notes')(event.target.value)}
        />
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
