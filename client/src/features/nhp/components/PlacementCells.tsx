import { Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { PlacementFitDto, NhpKanbanDto, NhpPlacementDto } from '../api/nhpApi';
import { FitBadge } from './FitBadge';
import { FitWhy } from './FitWhy';

/** What every cell of a slot reads: the table row and the phone card render the same cells. */
export type SlotCellContext = {
  kanban: NhpKanbanDto;
  slot: NhpPlacementDto;
  fit: PlacementFitDto | undefined;
  fitFailed: boolean;
};

export type SlotColumn = {
  header: string;
  /** The card shows the job as its title and shift/# in one line, not as labelled fields. */
  cardRole: 'title' | 'field';
  render: (cell: SlotCellContext) => ReactNode;
};

/** The placement columns in order; PlacementTable and PlacementCard both render these. */
export const SLOT_COLUMNS: SlotColumn[] = [
  {
    header: 'Job',
    cardRole: 'title',
    render: ({ kanban }) => (
      <>
        <Typography variant="body2">{kanban.aTreeNode.description}</Typography>
        <Typography variant="caption" color="text.secondary">
          {kanban.aTreeNode.ancestorDescriptions.join(' › ')}
        </Typography>
      </>
    ),
  },
  { header: 'Shift', cardRole: 'field', render: ({ slot }) => slot.shift },
  { header: '#', cardRole: 'field', render: ({ slot }) => slot.ordinal },
  {
    header: 'Person',
    cardRole: 'field',
    render: ({ slot }) =>
      slot.aPerson ? (
        <>
          {slot.aPerson.firstName} {slot.aPerson.lastName}
          <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
            {slot.aPerson.id ?? ''}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Empty
        </Typography>
      ),
  },
  {
    header: 'Status',
    cardRole: 'field',
    render: ({ slot }) =>
      slot.personUuid && (
        <Chip
          size="small"
          variant={slot.placementStatusEnum === 'FINAL' ? 'filled' : 'outlined'}
          label={slot.placementStatusEnum === 'FINAL' ? 'Confirmed' : 'Placed'}
        />
      ),
  },
  {
    header: 'Match',
    cardRole: 'field',
    render: ({ slot, fit, fitFailed }) =>
      slot.personUuid && <FitBadge fit={fit} failed={fitFailed} />,
  },
  {
    header: 'Why',
    cardRole: 'field',
    render: ({ slot, fit }) => (
      <FitWhy why={slot.why} fit={slot.personUuid ? fit : undefined} personUuid={slot.personUuid} />
    ),
  },
];
