import { placementActionProblem } from '@domain/nhp';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import {
  Button,
  Chip,
  IconButton,
  ListSubheader,
  Menu,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  useGetNhpClassFitQuery,
  type NhpClassDto,
  type NhpKanbanDto,
  type NhpPlacementDto,
} from '../api/nhpApi';
import { FitBadge } from './FitBadge';
import { FitWhy } from './FitWhy';

export type SlotHandlers = {
  onManual: (slot: NhpPlacementDto, kanban: NhpKanbanDto) => void;
  onConfirm: (slot: NhpPlacementDto) => void;
  onUnconfirm: (slot: NhpPlacementDto) => void;
  onReject: (slot: NhpPlacementDto) => void;
  onDefer: (slot: NhpPlacementDto, targetClassId: string) => void;
};

type SlotActionsProps = SlotHandlers & {
  klass: NhpClassDto;
  kanban: NhpKanbanDto;
  slot: NhpPlacementDto;
  laterClasses: NhpClassDto[];
  busy: boolean;
};

/** Seed 001 section 4 "Placement slot": only the actions the shared rule allows now. */
function SlotActions({ klass, kanban, slot, laterClasses, busy, ...on }: SlotActionsProps) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const allowed = (action: Parameters<typeof placementActionProblem>[2]) =>
    placementActionProblem(klass.nhpClassStatusEnum, slot, action) === undefined;
  const who = slot.aPerson ? `${slot.aPerson.firstName} ${slot.aPerson.lastName}` : '';
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {allowed('place') && (
        <Button size="small" disabled={busy} onClick={() => on.onManual(slot, kanban)}>
          Manual Placement
        </Button>
      )}
      {allowed('confirm') && (
        <Button size="small" variant="outlined" disabled={busy} onClick={() => on.onConfirm(slot)}>
          Confirm
        </Button>
      )}
      {allowed('unconfirm') && (
        <Button size="small" disabled={busy} onClick={() => on.onUnconfirm(slot)}>
          Unconfirm
        </Button>
      )}
      {allowed('reject') && (
        <>
          <IconButton
            size="small"
            aria-label={`More actions for ${who}`}
            disabled={busy}
            onClick={(event) => setMenu(event.currentTarget)}
          >
            <MoreVertIcon fontSize="small" />
          </IconButton>
          <Menu open={Boolean(menu)} anchorEl={menu} onClose={() => setMenu(null)}>
            <MenuItem
              onClick={() => {
                setMenu(null);
                on.onReject(slot);
              }}
            >
              Reject
            </MenuItem>
            <ListSubheader>Defer to</ListSubheader>
            {laterClasses.length === 0 && (
              <MenuItem disabled>Defer (no later class of the pool)</MenuItem>
            )}
            {laterClasses.map((c) => (
              <MenuItem
                key={c.nhpClassUuid}
                onClick={() => {
                  setMenu(null);
                  on.onDefer(slot, c.nhpClassUuid);
                }}
              >
                Defer to {c.description} ({c.classTimestamp.slice(0, 10)})
              </MenuItem>
            ))}
          </Menu>
        </>
      )}
    </Stack>
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
  const withSlots = kanbans.filter((k) => k.collNHPPlacements.length > 0);
  // One read for the whole class: every filled slot's verdict with its words.
  const fits = useGetNhpClassFitQuery({ id: klass.nhpClassUuid });
  const fitOf = (slot: NhpPlacementDto) =>
    fits.data?.find(
      (f) => f.placementUuid === slot.placementUuid && f.personUuid === slot.personUuid,
    );
  if (withSlots.length === 0)
    return <Typography color="text.secondary">This class has no placement slots.</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Placements">
        <TableHead>
          <TableRow>
            <TableCell>Job</TableCell>
            <TableCell>Shift</TableCell>
            <TableCell>#</TableCell>
            <TableCell>Person</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>Match</TableCell>
            <TableCell>Why</TableCell>
            {canManage && <TableCell>Actions</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {withSlots.flatMap((kanban) =>
            [...kanban.collNHPPlacements]
              .sort((a, b) => a.shift - b.shift || a.ordinal - b.ordinal)
              .map((slot) => (
                <TableRow
                  key={slot.placementUuid}
                  data-testid={`slot-${slot.placementUuid}`}
                  data-node={kanban.nodeUuid}
                >
                  <TableCell>
                    <Typography variant="body2">{kanban.aTreeNode.description}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {kanban.aTreeNode.ancestorDescriptions.join(' › ')}
                    </Typography>
                  </TableCell>
                  <TableCell>{slot.shift}</TableCell>
                  <TableCell>{slot.ordinal}</TableCell>
                  <TableCell>
                    {slot.aPerson ? (
                      <>
                        {slot.aPerson.firstName} {slot.aPerson.lastName}
                        <Typography
                          variant="caption"
                          color="text.secondary"
                          sx={{ display: 'block' }}
                        >
                          {slot.aPerson.id ?? ''}
                        </Typography>
                      </>
                    ) : (
                      <Typography variant="body2" color="text.secondary">
                        Empty
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    {slot.personUuid && (
                      <Chip
                        size="small"
                        variant={slot.placementStatusEnum === 'FINAL' ? 'filled' : 'outlined'}
                        label={slot.placementStatusEnum === 'FINAL' ? 'Confirmed' : 'Placed'}
                      />
                    )}
                  </TableCell>
                  <TableCell>
                    {slot.personUuid && (
                      <FitBadge fit={fitOf(slot)} failed={fits.isError && !fitOf(slot)} />
                    )}
                  </TableCell>
                  <TableCell sx={{ maxWidth: 320 }}>
                    <FitWhy
                      why={slot.why}
                      fit={slot.personUuid ? fitOf(slot) : undefined}
                      personUuid={slot.personUuid}
                    />
                  </TableCell>
                  {canManage && (
                    <TableCell>
                      <SlotActions
                        klass={klass}
                        kanban={kanban}
                        slot={slot}
                        laterClasses={laterClasses}
                        busy={busy}
                        {...handlers}
                      />
                    </TableCell>
                  )}
                </TableRow>
              )),
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
