import { forwardRef } from 'react';
import { SnackbarContent, type CustomContentProps } from 'notistack';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

type ToastContentProps = CustomContentProps & { title: string };

/** A toast: the title in bold over the description. Errors are alerts, the rest polite status messages. */
export const ToastContent = forwardRef<HTMLDivElement, ToastContentProps>(function ToastContent(
  { id, message, title, variant, style, className },
  ref,
) {
  const isError = variant === 'error';
  return (
    <SnackbarContent ref={ref} id={String(id)} style={style} className={className} role={isError ? 'alert' : 'status'}>
      <Paper
        elevation={6}
        sx={{
          px: 2,
          py: 1.5,
          minWidth: { xs: '100%', sm: 320 },
          maxWidth: 440,
          borderLeft: 4,
          borderColor: isError ? 'error.main' : variant === 'success' ? 'success.main' : 'primary.main',
          bgcolor: isError ? 'error.main' : 'background.paper',
          color: isError ? 'error.contrastText' : 'text.primary',
        }}
      >
        <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        <Typography component="p" variant="body2">
          {message}
        </Typography>
      </Paper>
    </SnackbarContent>
  );
});
