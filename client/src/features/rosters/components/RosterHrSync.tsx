import { ERROR_PREFIX } from '@domain/messages';
import SyncIcon from '@mui/icons-material/Sync';
import { Button } from '@mui/material';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useSyncWorkdayRosterMutation, type WorkdayRosterSyncDto } from '../api/rostersApi';
import type { Notice } from '@client/components/NoticeSnackbar';

/** yyyy-mm-dd of the roster's (local) day, as the sync path takes it. */
export function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What a roster sync did, in one sentence. */
export function rosterSyncText(done: WorkdayRosterSyncDto): string {
  const changed = done.synced.length;
  const text =
    `${done.people} ${done.people === 1 ? 'person' : 'people'} on the roster, ` +
    `${done.candidates} found in the HR system, ${changed} updated`;
  return done.missing.length
    ? `${text}; the HR system does not know ${done.missing.join(', ')}`
    : text;
}

/**
 * PATCH secure/workday/rosters/{date}/sync: the people on the day's roster take their HR
 * candidates' name, e-mail and phone (people who may change HR records only).
 */
export function RosterHrSync({ date, onDone }: { date: Date; onDone: (notice: Notice) => void }) {
  const [sync, state] = useSyncWorkdayRosterMutation();
  const run = async () => {
    try {
      onDone({
        severity: 'success',
        message: rosterSyncText(await sync({ date: isoDay(date) }).unwrap()),
      });
    } catch (error) {
      onDone({ severity: 'error', message: `${ERROR_PREFIX}${queryErrorMessage(error)}` });
    }
  };
  return (
    <Button
      variant="outlined"
      startIcon={<SyncIcon />}
      onClick={() => void run()}
      loading={state.isLoading}
    >
      Sync with HR
    </Button>
  );
}
