import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AuthCard } from '../components/AuthCard';

export function ResetSuccessPage() {
  return (
    <AuthCard title="Password changed">
      <Alert severity="success">Your new password is set. You can sign in with it now.</Alert>
      <Button component={RouterLink} to="/login" variant="contained" size="large">
        Sign in
      </Button>
    </AuthCard>
  );
}
