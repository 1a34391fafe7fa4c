import { Chip, Tooltip } from '@mui/material';
import {
  examVerdict,
  ROSTER_STATUS_LABELS,
  verdictColor,
  type RealtimeRow,
  type RosterStatus,
} from '../utils/rosterRows';

type ChipColor = 'success' | 'warning' | 'error' | 'info' | 'default';

// Seed 000: passed green, inprogress yellow, failed/deleted/noshow red, complete blue, pending
// dark (withdrew, which the seed does not list, is red with the other ends that are no result).
const STATUS_COLORS: Record<RosterStatus, ChipColor> = {
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
      label={ROSTER_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      data-status={status}
      data-color={status === 'pending' ? 'dark' : STATUS_COLORS[status]}
      sx={status === 'pending' ? { bgcolor: 'grey.800', color: 'common.white' } : undefined}
    />
  );
}

/**
 * The seed's {product} is the assessment product an exam belongs to (PPT, TMM, Process
 * Score), not the portal: the short name of the exam's type, before " - ".
 */
export const PRODUCT_COLUMN = 'Assessment';

export function examProduct(examType: string): string {
  return examType.split(' - ')[0].trim() || examType;
}

/**
 * The {product} badge, only for a COMPLETE exam, coloured by what it came to: a process
 * score's remote score PASS green, FAIL red, anything else grey (other types: their grade).
 */
export function ProductBadge({ row }: { row: RealtimeRow }) {
  if (row.examStatusEnum !== 'COMPLETE') return null;
  const verdict = examVerdict(row);
  const color = verdictColor(verdict);
  const source = row.examTypeKind === 'PROCESS' ? 'Remote score' : 'Grade';
  const title = `${row.examType} · ${source}: ${verdict ?? 'none yet'}`;
  return (
    <Tooltip title={title}>
      <Chip
        size="small"
        label={examProduct(row.examType)}
        color={color}
        data-badge={color}
        aria-label={title}
      />
    </Tooltip>
  );
}
