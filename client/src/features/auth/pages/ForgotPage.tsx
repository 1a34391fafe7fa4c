import { RESET_PASSWORD_BUTTON } from '@domain/labels';
import { Alert, Button, LinearProgress, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { AuthCard, requiredWithoutAsterisk } from '../components/AuthCard';
import { useForgotForm } from '../hooks/useForgotForm';

export function ForgotPage() {
  const form = useForgotForm();
  return (
    <AuthCard title="Forgot password" onSubmit={form.submit}>
      <Typography color="text.secondary">
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </Typography>
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        autoFocus
        {...requiredWithoutAsterisk}
        disabled={form.sending}
        value={form.email}
        onChange={(event) => form.setEmail(event.target.value)}
      />
      {form.error && <Alert severity="error">{form.error}</Alert>}
      {form.sending && <LinearProgress aria-label="Sending" />}
      <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit}>
        {RESET_PASSWORD_BUTTON}
      </Button>
      <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: 'flex-start' }}>
        Back to sign in
      </Link>
    </AuthCard>
  );
}
