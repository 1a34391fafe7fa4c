import { EXAM_STATUS_LABELS, type ExamStatus } from '@domain/status';
import { Chip } from '@mui/material';

// Seed 000's badge colours: inprogress yellow, noshow and deleted red, complete blue, pending dark.
const COLORS: Record<ExamStatus, 'warning' | 'error' | 'info' | 'default'> = {
  PENDING: 'default',
  INPROGRESS: 'warning',
  COMPLETE: 'info',
  NOSHOW: 'error',
  WITHDREW: 'error',
  DELETED: 'error',
};

export function ExamStatusChip({ status }: { status: ExamStatus }) {
  return (
    <Chip
      size="small"
      label={EXAM_STATUS_LABELS[status]}
      color={COLORS[status]}
      variant={status === 'PENDING' ? 'filled' : 'outlined'}
      sx={status === 'PENDING' ? { bgcolor: 'grey.800', color: 'common.white' } : undefined}
    />
  );
}
