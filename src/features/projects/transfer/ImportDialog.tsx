import { useId, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { parseImport } from './importFile';
import { ImportError, type ImportPreview } from './importPreview';
import type { ImportMode } from './mergeProjects';
import { useAppSelector } from '../../../app/hooks';
import { selectMayDelete } from '../../auth';

const MAX_ERRORS_SHOWN = 50;

type ImportDialogProps = {
  open: boolean;
  onClose: () => void;
  onImport: (preview: ImportPreview, mode: ImportMode) => void;
};

type Reading = { fileName: string } & ({ preview: ImportPreview; error?: never } | { error: string; preview?: never });

/** Reads a backup or CSV file, previews what it holds, and lets the founder merge or replace. */
export default function ImportDialog({ open, onClose, onImport }: ImportDialogProps) {
  const [reading, setReading] = useState<Reading | null>(null);
  const titleId = useId();

  const close = () => {
    setReading(null);
    onClose();
  };

  const handleFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    try {
      setReading({ fileName: file.name, preview: parseImport(await file.text()) });
    } catch (error) {
      const message = error instanceof ImportError ? error.message : 'This file could not be read.';
      setReading({ fileName: file.name, error: message });
    }
  };

  // Replacing the lab deletes projects: a founder's right (contract/roles.ts).
  const mayReplace = useAppSelector(selectMayDelete);
  const confirm = (mode: ImportMode) => {
    if (!reading?.preview) return;
    onImport(reading.preview, mode);
    close();
  };

  const count = reading?.preview?.projects.length ?? 0;
  const errors = reading?.preview?.errors ?? [];

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>Import projects</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          Choose a Forge Lab backup (.json) or a CSV exported from this dashboard. You will see what it holds before
          anything changes.
        </Typography>
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} sx={{ minHeight: 44 }}>
          Choose file
          <Box
            component="input"
            type="file"
            accept=".json,.csv,application/json,text/csv"
            aria-label="Backup or CSV file"
            onChange={(event) => void handleFile(event)}
            sx={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
          />
        </Button>

        {reading?.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {reading.fileName}: {reading.error}
          </Alert>
        )}
        {reading?.preview && (
          <Box sx={{ mt: 2 }} aria-live="polite">
            <Typography sx={{ fontWeight: 700 }}>
              {count === 1 ? '1 project' : `${count} projects`} ready to import from {reading.fileName}
            </Typography>
            {reading.preview.source === 'csv' && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                A CSV holds no ids, links, notes or creation dates, so those are not restored, and rows are matched to
                existing projects by name. A JSON backup restores everything.
              </Typography>
            )}
            {errors.length > 0 && (
              <Alert severity="warning" sx={{ mt: 2 }}>
                {errors.length === 1 ? '1 problem' : `${errors.length} problems`}; these lines will not be imported:
                <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 160, overflowY: 'auto' }}>
                  {errors.slice(0, MAX_ERRORS_SHOWN).map((error, index) => (
                    <li key={`${index}:${error}`}>{error}</li>
                  ))}
                  {errors.length > MAX_ERRORS_SHOWN && <li>and {errors.length - MAX_ERRORS_SHOWN} more</li>}
                </Box>
              </Alert>
            )}
            <Typography variant="body2" sx={{ mt: 2 }}>
              Merge keeps your projects and adds or updates from the file (the newer change wins).
              {mayReplace && ' Replace swaps the whole lab for the projects in the file.'}
            </Typography>
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancel</Button>
        {mayReplace && (
          <Button onClick={() => confirm('replace')} disabled={count === 0} color="error">
            Replace
          </Button>
        )}
        <Button onClick={() => confirm('merge')} disabled={count === 0} variant="contained">
          Merge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
