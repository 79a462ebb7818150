import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

/** A dialog that saves as it goes ends with one button: "Done", which closes it. */
export function DoneActions({ onClose }: { onClose: () => void }) {
  return (
    <DialogActions>
      <Button onClick={onClose} variant="contained" sx={{ minHeight: 44 }}>
        Done
      </Button>
    </DialogActions>
  );
}
