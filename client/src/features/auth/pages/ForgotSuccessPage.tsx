import { FORGOT_PASSWORD_SENT } from '@domain/messages';
import { Alert, Button, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/AuthCard';

export function ForgotSuccessPage() {
  return (
    <AuthCard title="Check your e-mail">
      <Alert severity="success">{FORGOT_PASSWORD_SENT}</Alert>
      <Typography color="text.secondary">
        The link in the e-mail works once and for a limited time. Nothing arrived? Check your spam
        folder, or ask again in a few minutes.
      </Typography>
      <Button component={RouterLink} to="/login" variant="contained">
        Back to sign in
      </Button>
    </AuthCard>
  );
}
