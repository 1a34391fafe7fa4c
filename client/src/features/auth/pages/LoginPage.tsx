import { FORGOT_PASSWORD_LINK, SIGN_IN_WITH_MICROSOFT } from '@domain/labels';
import { Alert, Button, LinearProgress, Link, TextField, Typography } from '@mui/material';
import { Link as RouterLink, Navigate } from 'react-router';
import { AccountSwitch } from '../components/AccountSwitch';
import { AuthCard, requiredWithoutAsterisk } from '../components/AuthCard';
import { useLoginForm } from '../hooks/useLoginForm';
import { useSession } from '../hooks/useSession';

const PHASE_TEXT = {
  signingIn: 'Signing in…',
  redirectingToSso: 'Opening Microsoft sign-in…',
  completingSso: 'Completing Microsoft sign-in…',
} as const;

export function LoginPage() {
  const { signedIn } = useSession();
  const form = useLoginForm();
  if (form.accountSwitch)
    return (
      <AccountSwitch
        {...form.accountSwitch}
        onStay={form.stay}
        onSwitch={() => void form.switchAccount()}
      />
    );
  // A sign-in link is checked against the open session before anything moves.
  if (signedIn && form.phase !== 'completingSso') return <Navigate to={form.origin} replace />;

  return (
    <AuthCard title="Sign in" onSubmit={form.submit}>
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        autoFocus
        {...requiredWithoutAsterisk}
        disabled={form.busy}
        value={form.username}
        onChange={(event) => form.setUsername(event.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required={!form.sso}
        slotProps={requiredWithoutAsterisk.slotProps}
        disabled={form.busy || form.sso}
        value={form.sso ? '' : form.password}
        helperText={form.sso ? 'Your organisation signs you in with Microsoft.' : undefined}
        onChange={(event) => form.setPassword(event.target.value)}
      />
      {form.error && <Alert severity="error">{form.error}</Alert>}
      {form.phase !== 'idle' && (
        <div role="status">
          <LinearProgress aria-label={PHASE_TEXT[form.phase]} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {PHASE_TEXT[form.phase]}
          </Typography>
        </div>
      )}
      <Button type="submit" variant="contained" size="large" disabled={!form.canSubmit}>
        {form.sso ? SIGN_IN_WITH_MICROSOFT : 'Sign In'}
      </Button>
      <Link component={RouterLink} to="/forgot" variant="body2" sx={{ alignSelf: 'flex-start' }}>
        {FORGOT_PASSWORD_LINK}
      </Link>
    </AuthCard>
  );
}
