import {
  canDeleteNhpClass,
  NHP_ACTION_NAMES,
  NHP_CLASS_ACTION_STEPS,
  NHP_CLASS_ACTIONS,
  nhpClassTransition,
} from '@domain/nhp';
import { Button, Stack, Typography } from '@mui/material';
import type { NhpClassDetailDto } from '../api/nhpApi';
import type { useClassActions } from '../hooks/useClassActions';

type ClassActionBarProps = {
  klass: NhpClassDetailDto;
  actions: ReturnType<typeof useClassActions>;
  /** Some slot has no person yet: Auto-Place has something to do. */
  emptySlots: boolean;
  /** Deleting a class and reopening a final one undo decisions: both are asked first. */
  onAsk: (confirming: 'delete' | 'unfinalize') => void;
};

/** A manager's buttons for the class (its transitions, delete, e-mail), then why any is barred. */
export function ClassActionBar({ klass, actions, emptySlots, onAsk }: ClassActionBarProps) {
  const status = klass.nhpClassStatusEnum;
  const fill = {
    openings: klass.openings,
    filled: klass.filled,
    unconfirmed: klass.filled - klass.confirmed,
  };
  const offered = NHP_CLASS_ACTIONS.filter((a) => NHP_CLASS_ACTION_STEPS[a].from === status);
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        sx={{ flexWrap: 'wrap', rowGap: 1 }}
        aria-label="Class actions"
      >
        {status === 'PLACEMENT' && (
          <Button
            variant="contained"
            disabled={actions.busy || !emptySlots}
            onClick={() => void actions.autoPlace()}
          >
            Auto-Place
          </Button>
        )}
        {offered.map((action) => {
          const verdict = nhpClassTransition(status, action, fill);
          return (
            <Button
              key={action}
              variant="outlined"
              disabled={actions.busy || 'problem' in verdict}
              title={'problem' in verdict ? verdict.problem : undefined}
              onClick={() =>
                action === 'unfinalize' ? onAsk('unfinalize') : void actions.transition(action)
              }
            >
              {NHP_ACTION_NAMES[action]}
            </Button>
          );
        })}
        {canDeleteNhpClass(status) && (
          <Button
            color="error"
            variant="outlined"
            disabled={actions.busy}
            onClick={() => onAsk('delete')}
          >
            Delete Class
          </Button>
        )}
        <Button disabled={actions.busy} onClick={() => void actions.email()}>
          E-mail class
        </Button>
      </Stack>
      {offered.map((action) => {
        const verdict = nhpClassTransition(status, action, fill);
        return 'problem' in verdict && action !== 'unfinalizeKanbans' ? (
          <Typography key={action} variant="body2" color="text.secondary">
            {NHP_ACTION_NAMES[action]}: {verdict.problem}
          </Typography>
        ) : null;
      })}
    </>
  );
}
