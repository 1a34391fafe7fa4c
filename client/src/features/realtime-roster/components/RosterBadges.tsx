import { PRODUCT_NAME } from '@domain/rules';
import { Chip, Tooltip } from '@mui/material';
import type { RealtimeRow, RosterStatus } from '../utils/rosterRows';

// Seed 000: passed green, inprogress yellow, failed/deleted/noshow red, complete blue, pending dark.
const STATUS_COLORS: Record<RosterStatus, 'success' | 'warning' | 'error' | 'info' | 'default'> = {
  passed: 'success',
  inprogress: 'warning',
  failed: 'error',
  deleted: 'error',
  noshow: 'error',
  withdrew: 'error',
  complete: 'info',
  pending: 'default',
};

export function RosterStatusBadge({ status }: { status: RosterStatus }) {
  return (
    <Chip
      size="small"
      label={status}
      color={STATUS_COLORS[status]}
      data-status={status}
      sx={status === 'pending' ? { bgcolor: 'grey.800', color: 'common.white' } : undefined}
    />
  );
}

/**
 * The product's badge, only for a COMPLETE exam: a process score's remote score (PASS green,
 * FAIL red, anything else grey), otherwise the grade (GRADE_CACHE) or "Scored".
 */
export function ProductBadge({ row }: { row: RealtimeRow }) {
  if (row.examStatusEnum !== 'COMPLETE') return null;
  const score = row.examTypeKind === 'PROCESS' ? (row.remoteScore ?? '-') : (row.grade ?? 'Scored');
  const color = score === 'PASS' ? 'success' : score === 'FAIL' ? 'error' : 'default';
  return (
    <Tooltip title={`${PRODUCT_NAME}: ${row.examType}`}>
      <Chip size="small" variant="outlined" label={score} color={color} data-badge={color} />
    </Tooltip>
  );
}
