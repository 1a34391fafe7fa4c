import { placementActionProblem } from '@domain/nhp';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { Button, IconButton, ListSubheader, Menu, MenuItem, Stack } from '@mui/material';
import { useState } from 'react';
import type { NhpClassDto, NhpKanbanDto, NhpPlacementDto } from '../api/nhpApi';

export type SlotHandlers = {
  onAutoPlace: (slot: NhpPlacementDto) => void;
  onManual: (slot: NhpPlacementDto, kanban: NhpKanbanDto) => void;
  onConfirm: (slot: NhpPlacementDto) => void;
  onUnconfirm: (slot: NhpPlacementDto) => void;
  onReject: (slot: NhpPlacementDto) => void;
  onDefer: (slot: NhpPlacementDto, targetClassId: string) => void;
};

export type SlotActionsProps = SlotHandlers & {
  klass: NhpClassDto;
  kanban: NhpKanbanDto;
  slot: NhpPlacementDto;
  laterClasses: NhpClassDto[];
  busy: boolean;
};

/**
 * Specification, document 001, section 4 "Placement slot": an empty slot offers Auto-Place and
 * Manual Placement; only the actions the shared rule allows now.
 */
export function SlotActions({ klass, kanban, slot, laterClasses, busy, ...on }: SlotActionsProps) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const allowed = (action: Parameters<typeof placementActionProblem>[2]) =>
    placementActionProblem(klass.nhpClassStatusEnum, slot, action) === undefined;
  const who = slot.aPerson ? `${slot.aPerson.firstName} ${slot.aPerson.lastName}` : '';
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {allowed('place') && (
        <>
          <Button
            size="small"
            disabled={busy}
            aria-label={`Auto-Place slot ${slot.ordinal} of ${kanban.aTreeNode.description}`}
            onClick={() => on.onAutoPlace(slot)}
          >
            Auto-Place
          </Button>
          <Button size="small" disabled={busy} onClick={() => on.onManual(slot, kanban)}>
            Manual Placement
          </Button>
        </>
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
