import { Component, type ErrorInfo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { retryFailedParts } from '../lib/lazyWithRetry';
import { containedButtonSx } from './containedButtonSx';

type LoadBoundaryProps = {
  children: ReactNode;
  /** What could not load, as a founder calls it ("The project form"). */
  what: string;
  /** Given when the part can be put away (a dialog): a "Close" button calls it. */
  onClose?: () => void;
};

const buttonSx = {
  ...containedButtonSx,
  py: '6px',
  px: 2,
  fontSize: '0.9375rem',
  border: 1,
  borderColor: 'primary.main',
  cursor: 'pointer',
} as const;

/**
 * Catches a part of the app that failed to load or draw, and says so in place of it, with a way
 * to try again: the rest of the page keeps working and nothing the founder has is lost.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { failed: boolean; closed: boolean }> {
  state = { failed: false, closed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  // The click that asked for the part got nothing: the way on takes the focus as it appears.
  private focusOnShow = (button: HTMLButtonElement | null) => button?.focus();

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.what} could not load:`, error, info.componentStack);
  }

  private retry = () => {
    retryFailedParts();
    this.setState({ failed: false });
  };

  // Put away until the part is opened again (a new boundary), which then fetches it afresh.
  private close = () => {
    retryFailedParts();
    this.setState({ closed: true });
    this.props.onClose?.();
  };

  render() {
    const { children, what, onClose } = this.props;
    if (this.state.closed) return null;
    if (!this.state.failed) return children;
    return (
      <Box
        role="alert"
        sx={{
          position: 'fixed',
          zIndex: 'modal',
          // At the top: toasts take the bottom of the screen.
          insetInline: 16,
          top: 16,
          maxWidth: 480,
          mx: 'auto',
          p: 2,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 6,
        }}
      >
        <Box component="p" sx={{ m: 0, fontWeight: 700 }}>
          {what} could not load.
        </Box>
        <Box component="p" sx={{ mt: 0.5, mb: 1.5 }}>
          Forge Lab could not fetch it. Check the connection, then try again; nothing you have is lost.
        </Box>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Box
            component="button"
            type="button"
            ref={this.focusOnShow}
            onClick={this.retry}
            sx={{ ...buttonSx, bgcolor: 'primary.main', color: 'primary.contrastText' }}
          >
            Try again
          </Box>
          {onClose && (
            <Box
              component="button"
              type="button"
              onClick={this.close}
              sx={{ ...buttonSx, bgcolor: 'transparent', color: 'primary.main' }}
            >
              Close
            </Box>
          )}
        </Box>
      </Box>
    );
  }
}
