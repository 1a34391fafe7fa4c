import { Button, Typography } from '@mui/material';
import type { AccountSwitch as Question } from '../hooks/useSignInLink';
import { accountName } from '../utils/signInLink';
import { AuthCard } from './AuthCard';

type AccountSwitchProps = Question & {
  onStay: () => void;
  onSwitch: () => void;
};

/**
 * A sign-in link for another account than the one signed in here: both are named and the
 * person chooses. Staying is the first and focused choice, so a link someone else sent (their
 * own session, to watch this person's work through it) changes nothing by accident.
 */
export function AccountSwitch({ current, next, onStay, onSwitch }: AccountSwitchProps) {
  const signedIn = accountName(current);
  const linked = accountName(next);
  return (
    <AuthCard title="Switch account?">
      <Typography>
        You are signed in as {signedIn}. This link signs in as {linked}.
      </Typography>
      <Button variant="contained" size="large" autoFocus onClick={onStay}>
        Stay signed in as {signedIn}
      </Button>
      <Button variant="outlined" size="large" onClick={onSwitch}>
        Sign out and continue as {linked}
      </Button>
    </AuthCard>
  );
}
