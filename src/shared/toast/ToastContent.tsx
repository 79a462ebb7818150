import { forwardRef } from 'react';
import { SnackbarContent, useSnackbar, type CustomContentProps } from 'notistack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import CloseRounded from '@mui/icons-material/CloseRounded';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

type ToastContentProps = CustomContentProps & { title: string; actionLabel?: string; onAction?: () => void };

const icons = { default: InfoOutlined, success: CheckCircleOutlined, error: ErrorOutlined } as const;

/**
 * A toast: the title in bold over the description, and an optional action button
 * (Undo). Errors are alerts, filled with the error colour; the rest are polite status
 * messages on paper.
 */
export const ToastContent = forwardRef<HTMLDivElement, ToastContentProps>(function ToastContent(
  { id, message, title, actionLabel, onAction, variant, style, className },
  ref,
) {
  const { closeSnackbar } = useSnackbar();
  const isError = variant === 'error';
  const Icon = icons[variant];
  const accent = isError ? 'error.main' : variant === 'success' ? 'success.main' : 'primary.main';
  return (
    <SnackbarContent ref={ref} id={String(id)} style={style} className={className} role={isError ? 'alert' : 'status'}>
      <Paper
        elevation={6}
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          gap: 1.5,
          width: { xs: '100%', sm: 360 },
          maxWidth: '100%',
          py: 1.5,
          pl: 2,
          pr: 1,
          borderLeft: 4,
          borderColor: isError ? 'error.dark' : accent,
          bgcolor: isError ? 'error.main' : 'background.paper',
          color: isError ? 'error.contrastText' : 'text.primary',
        }}
      >
        <Icon aria-hidden sx={{ mt: 0.25, color: isError ? 'inherit' : accent }} />
        <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          <Typography component="p" variant="subtitle2" sx={{ fontWeight: 700, lineHeight: 1.4 }}>
            {title}
          </Typography>
          <Typography
            component="p"
            variant="body2"
            sx={{ opacity: isError ? 0.95 : 1, color: isError ? 'inherit' : 'text.secondary' }}
          >
            {message}
          </Typography>
        </Box>
        {actionLabel && onAction && (
          <Button
            size="small"
            color="inherit"
            onClick={() => {
              onAction();
              closeSnackbar(id);
            }}
            sx={{
              alignSelf: 'center',
              fontWeight: 700,
              minHeight: { xs: 44, sm: 32 },
              color: isError ? 'inherit' : accent,
            }}
          >
            {actionLabel}
          </Button>
        )}
        <IconButton
          aria-label="Dismiss"
          size="small"
          color="inherit"
          onClick={() => closeSnackbar(id)}
          // 44 px on phones, where it is a touch target.
          sx={{ width: { xs: 44, sm: 32 }, height: { xs: 44, sm: 32 }, my: { xs: -1, sm: -0.5 }, opacity: 0.85 }}
        >
          <CloseRounded fontSize="small" />
        </IconButton>
      </Paper>
    </SnackbarContent>
  );
});
