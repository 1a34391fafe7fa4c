import {
  Box,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  useGetNhpClassFitQuery,
  type NhpClassDto,
  type NhpKanbanDto,
  type NhpPlacementDto,
} from '../api/nhpApi';
import { SLOT_COLUMNS, type SlotCellContext } from './PlacementCells';
import { SlotActions, type SlotHandlers } from './SlotActions';

export type { SlotHandlers } from './SlotActions';

/** Below this width the eight columns do not fit: each slot becomes a card (issue 32). */
export const CARD_BELOW_PX = 800;

type RowProps = {
  cell: SlotCellContext;
  actions: React.ReactNode;
};

/** One slot as a card: the job as title, the other cells labelled, the actions at the foot. */
function PlacementCard({ cell, actions }: RowProps) {
  return (
    <Paper
      variant="outlined"
      component="li"
      sx={{ p: 1.5, listStyle: 'none' }}
      data-testid={`slot-${cell.slot.placementUuid}`}
      data-node={cell.kanban.nodeUuid}
    >
      {SLOT_COLUMNS.filter((c) => c.cardRole === 'title').map((c) => (
        <Box key={c.header}>{c.render(cell)}</Box>
      ))}
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 1 }}
      >
        {SLOT_COLUMNS.filter((c) => c.cardRole === 'field').map((c) => (
          <Box key={c.header} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {c.header}
            </Typography>
            <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
              {c.render(cell)}
            </Box>
          </Box>
        ))}
      </Box>
      {actions}
    </Paper>
  );
}

function PlacementRow({ cell, actions, canManage }: RowProps & { canManage: boolean }) {
  return (
    <TableRow data-testid={`slot-${cell.slot.placementUuid}`} data-node={cell.kanban.nodeUuid}>
      {SLOT_COLUMNS.map((c) => (
        <TableCell key={c.header} sx={c.header === 'Why' ? { maxWidth: 320 } : undefined}>
          {c.render(cell)}
        </TableCell>
      ))}
      {canManage && <TableCell>{actions}</TableCell>}
    </TableRow>
  );
}

/** Seed 001: in PLACEMENT or FINAL, the kanbans with their slots, match badges and the "why". */
export function PlacementTable({
  klass,
  kanbans,
  laterClasses,
  canManage,
  busy,
  ...handlers
}: SlotHandlers & {
  klass: NhpClassDto;
  kanbans: NhpKanbanDto[];
  laterClasses: NhpClassDto[];
  canManage: boolean;
  busy: boolean;
}) {
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down(CARD_BELOW_PX));
  const withSlots = kanbans.filter((k) => k.collNHPPlacements.length > 0);
  // One read for the whole class: every filled slot's verdict with its words.
  const fits = useGetNhpClassFitQuery({ id: klass.nhpClassUuid });
  if (withSlots.length === 0)
    return <Typography color="text.secondary">This class has no placement slots.</Typography>;
  const slots = withSlots.flatMap((kanban) =>
    [...kanban.collNHPPlacements]
      .sort((a, b) => a.shift - b.shift || a.ordinal - b.ordinal)
      .map((slot: NhpPlacementDto) => {
        const fit = fits.data?.find(
          (f) => f.placementUuid === slot.placementUuid && f.personUuid === slot.personUuid,
        );
        const cell: SlotCellContext = { kanban, slot, fit, fitFailed: fits.isError && !fit };
        const actions = canManage && (
          <SlotActions
            klass={klass}
            kanban={kanban}
            slot={slot}
            laterClasses={laterClasses}
            busy={busy}
            {...handlers}
          />
        );
        return { cell, actions };
      }),
  );
  if (cards)
    return (
      <Stack component="ul" aria-label="Placements" spacing={1} sx={{ p: 0, m: 0 }}>
        {slots.map((s) => (
          <PlacementCard key={s.cell.slot.placementUuid} {...s} />
        ))}
      </Stack>
    );
  return (
    <TableContainer>
      <Table size="small" aria-label="Placements">
        <TableHead>
          <TableRow>
            {SLOT_COLUMNS.map((c) => (
              <TableCell key={c.header}>{c.header}</TableCell>
            ))}
            {canManage && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {slots.map((s) => (
            <PlacementRow key={s.cell.slot.placementUuid} {...s} canManage={canManage} />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
