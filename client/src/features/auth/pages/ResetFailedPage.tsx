import { RESET_REQUEST_FAILED, RESET_REQUEST_FAILED_ADVICE } from '@domain/messages';
import { Alert, Button, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/AuthCard';

export function ResetFailedPage() {
  return (
    <AuthCard title={RESET_REQUEST_FAILED}>
      <Alert severity="error">{RESET_REQUEST_FAILED_ADVICE}</Alert>
      <Typography color="text.secondary">
        A link works only once and only for a limited time. You can ask for a new one.
      </Typography>
      <Button component={RouterLink} to="/forgot" variant="contained">
        Request a new link
      </Button>
      <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'flex-start' }}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
