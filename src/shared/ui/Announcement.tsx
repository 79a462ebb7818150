import Box from '@mui/material/Box';
import visuallyHidden from '@mui/utils/visuallyHidden';

/**
 * Says a restore's outcome from inside the open dialog or panel: the toast says it too, but while a
 * modal is open the page behind it, toasts included, is hidden from screen readers.
 */
export function Announcement({ text }: { text: string }) {
  return (
    <Box role="status" sx={visuallyHidden}>
      {text}
    </Box>
  );
}
