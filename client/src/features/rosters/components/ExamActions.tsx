import { isExamEditable, type ExamAction } from '@domain/exams';
import type { ExamStatus } from '@domain/status';
import { Button, Stack } from '@mui/material';

type ExamActionsProps = {
  status: ExamStatus;
  completionPercent: number;
  busy: boolean;
  onVerify: () => void;
  onAction: (action: ExamAction) => void;
};

/**
 * Verify (with the completion percent) and Finalize, No Show, Withdraw for an open exam:
 * Finalize needs every required field, No Show none, Withdraw at least one. Unfinalize for a
 * finalized, no-show or withdrawn one; nothing for a cancelled exam.
 */
export function ExamActions({
  status,
  completionPercent,
  busy,
  onVerify,
  onAction,
}: ExamActionsProps) {
  if (isExamEditable(status))
    return (
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={onVerify}>
          Verify ({completionPercent}%)
        </Button>
        <Button
          variant="contained"
          disabled={busy || completionPercent < 100}
          onClick={() => onAction('finalize')}
        >
          Finalize
        </Button>
        <Button
          color="warning"
          disabled={busy || completionPercent > 0}
          onClick={() => onAction('noShow')}
        >
          No Show
        </Button>
        <Button
          color="warning"
          disabled={busy || completionPercent === 0}
          onClick={() => onAction('withdraw')}
        >
          Withdraw
        </Button>
      </Stack>
    );
  if (status === 'DELETED') return null;
  return (
    <Button variant="outlined" disabled={busy} onClick={() => onAction('unfinalize')}>
      Unfinalize
    </Button>
  );
}
