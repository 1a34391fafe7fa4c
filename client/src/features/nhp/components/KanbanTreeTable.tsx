import { KANBAN_QUANTITY } from '@domain/limits';
import { KANBAN_UPDATE_ERROR, KANBAN_VALUE_NOT_ECHOED } from '@domain/messages';
import { Alert, Box, TextField } from '@mui/material';
import { VirtualTree } from '@client/components/virtualTree/VirtualTree';
import type { TreeAccess } from '@client/components/virtualTree/treeRows';
import { memo, useState } from 'react';
import { useSetNhpKanbanQtyMutation, type KanbanTreeNodeDto } from '../api/nhpApi';
import {
  hasKanbanInput,
  kanbanInputDisabled,
  parseKanbanQuantity,
  type QuantitySlot,
} from '../utils/kanbanRules';

type QtyInputProps = {
  classId: string;
  node: KanbanTreeNodeDto;
  slot: QuantitySlot;
  readOnly: boolean;
  onAlert: (message: string | null) => void;
};

/** One quantity: saved on leaving the field or Enter; the answer must echo the value. */
const QtyInput = memo(function QtyInput({ classId, node, slot, readOnly, onAlert }: QtyInputProps) {
  const current = slot === 1 ? node.qty1 : node.qty2;
  const [text, setText] = useState<string | null>(null);
  const [save, { isLoading }] = useSetNhpKanbanQtyMutation();
  const shown = text ?? String(current);
  const invalid = text !== null && parseKanbanQuantity(text) === undefined;

  const commit = async () => {
    if (text === null) return;
    const asked = parseKanbanQuantity(text);
    if (asked === undefined) return;
    if (asked === current) return setText(null);
    onAlert(null);
    try {
      const answer = await save({
        classId,
        nodeId: node.nodeUuid,
        slot: String(slot),
        quantity: String(asked),
      }).unwrap();
      if ((slot === 1 ? answer.qty1 : answer.qty2) !== asked) onAlert(KANBAN_VALUE_NOT_ECHOED);
    } catch {
      onAlert(KANBAN_UPDATE_ERROR);
    }
    setText(null);
  };

  return (
    <TextField
      size="small"
      value={shown}
      disabled={readOnly || isLoading || kanbanInputDisabled(node, slot)}
      error={invalid}
      // The red box alone does not say what is wrong; the seed's bounds do.
      helperText={invalid ? `${KANBAN_QUANTITY.min} to ${KANBAN_QUANTITY.max}` : undefined}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={(event) => {
        if (event.key === 'Enter') void commit();
      }}
      slotProps={{
        // Rows have one height (the list is virtual): the hint floats below the field.
        formHelperText: {
          sx: {
            position: 'absolute',
            top: '100%',
            right: 0,
            m: 0,
            px: 0.5,
            bgcolor: 'background.paper',
            zIndex: 1,
            whiteSpace: 'nowrap',
          },
        },
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': `${slot === 1 ? 'First' : 'Second'}-shift openings of ${node.description}`,
          style: { width: 56, textAlign: 'right' },
        },
      }}
    />
  );
});

const KANBAN_ACCESS: TreeAccess<KanbanTreeNodeDto> = {
  id: (node) => node.nodeUuid,
  parentId: (node) => node.parentNodeUuid,
  depth: (node) => node.depth,
  label: (node) => node.description,
};

/**
 * Seed 001: in KANBAN, the class's tree with two quantity inputs per node (qty1 first shift,
 * qty2 second), 0-999; both alerts of section 8 word for word. A client's tree has a thousand
 * nodes and more: a virtual tree with search and collapse (decision 0050).
 */
export const KanbanTreeTable = memo(function KanbanTreeTable({
  classId,
  nodes,
  readOnly,
}: {
  classId: string;
  nodes: KanbanTreeNodeDto[];
  readOnly: boolean;
}) {
  const [alert, setAlert] = useState<string | null>(null);
  return (
    <>
      {alert && (
        <Alert severity="error" onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      )}
      <VirtualTree
        items={nodes}
        access={KANBAN_ACCESS}
        label="Kanban tree"
        headers={['Qty 1', 'Qty 2', 'Filled']}
        columns="88px 88px 64px"
        testId={(node) => `kanban-${node.nodeUuid}`}
        cells={(node) => (
          <>
            {hasKanbanInput(node) ? (
              ([1, 2] as const).map((slot) => (
                <Box key={slot} role="gridcell" sx={{ textAlign: 'right' }}>
                  <QtyInput
                    classId={classId}
                    node={node}
                    slot={slot}
                    readOnly={readOnly}
                    onAlert={setAlert}
                  />
                </Box>
              ))
            ) : (
              <>
                <Box role="gridcell" />
                <Box role="gridcell" />
              </>
            )}
            <Box role="gridcell" sx={{ textAlign: 'right' }}>
              {node.filled1 + node.filled2 > 0 ? node.filled1 + node.filled2 : ''}
            </Box>
          </>
        )}
      />
    </>
  );
});
