import { Box, Button, Typography } from '@mui/material';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportClientError } from '@client/api/errorReports';

type ErrorBoundaryProps = {
  children: ReactNode;
  /**
   * Around a route's page: the page's address. Another page starts afresh, so a page that
   * failed to render leaves the layout and the navigation working.
   */
  resetKey?: string;
};
type ErrorBoundaryState = { error: Error | null };

/**
 * The one error boundary: at the root (last line of defence: a render error anywhere must not
 * leave the user with a blank page) and around each route's page (AppLayout, keyed by the page's
 * address).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  componentDidUpdate(previous: ErrorBoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey)
      this.setState({ error: null });
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled render error', error, info.componentStack);
    reportClientError(error, info.componentStack ?? undefined);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <Box role="alert" sx={{ p: 4, display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography variant="h5" component="h1">
          An error has occurred
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </Box>
    );
  }
}
