import Alert from '@mui/material/Alert';

/** Team mode while the server cannot be reached: what is shown, and when the rest comes. */
export function FallbackNotice() {
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      The team server cannot be reached, so this is what this browser knows. The team&apos;s full history loads when the
      server is back.
    </Alert>
  );
}
