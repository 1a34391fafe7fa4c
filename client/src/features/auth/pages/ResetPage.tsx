import { Button, CircularProgress, LinearProgress, TextField } from '@mui/material';
import { Navigate, useSearchParams } from 'react-router';
import { AuthCard, requiredWithoutAsterisk } from '../components/AuthCard';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { useResetPasswordForm } from '../hooks/useResetPasswordForm';

/**
 * Reset and invitation links both land here. Loaded lazily: the checklist brings the list of
 * 10,000 common passwords, which no other page needs.
 */
export function ResetPage() {
  const [searchParams] = useSearchParams();
  const form = useResetPasswordForm(searchParams.get('token') ?? '');

  if (form.linkInvalid) return <Navigate to="/reset-failed" replace />;
  if (form.loading) {
    return (
      <AuthCard title="Choose your password">
        <CircularProgress aria-label="Checking the link" sx={{ alignSelf: 'center' }} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Choose your password" onSubmit={form.save}>
      {/* Read-only, and named username, so password managers file the new password under it. */}
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={form.userCode}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <TextField
        label="New password"
        name="new-password"
        type="password"
        autoComplete="new-password"
        autoFocus
        {...requiredWithoutAsterisk}
        disabled={form.saving}
        value={form.password}
        onChange={(event) => form.setPassword(event.target.value)}
      />
      <PasswordChecklist checklist={form.checklist} strength={form.strength} common={form.common} />
      <TextField
        label="Confirm password"
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        {...requiredWithoutAsterisk}
        disabled={form.saving}
        value={form.confirmation}
        error={form.mismatchMessage !== null}
        helperText={form.mismatchMessage}
        onChange={(event) => form.setConfirmation(event.target.value)}
      />
      {form.saving && <LinearProgress aria-label="Saving the password" />}
      <Button type="submit" variant="contained" size="large" disabled={!form.canSave}>
        Set password
      </Button>
    </AuthCard>
  );
}
