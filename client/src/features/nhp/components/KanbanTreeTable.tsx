import { KANBAN_QUANTITY } from '@domain/limits';
import { KANBAN_UPDATE_ERROR, KANBAN_VALUE_NOT_ECHOED } from '@domain/messages';
import {
  Alert,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
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
        htmlInput: {
          inputMode: 'numeric',
          'aria-label': `${slot === 1 ? 'First' : 'Second'}-shift openings of ${node.description}`,
          style: { width: 56, textAlign: 'right' },
        },
      }}
    />
  );
});

/**
 * Seed 001: in KANBAN, the class's tree with two quantity inputs per node (qty1 first shift,
 * qty2 second), 0-999; both alerts of section 8 word for word.
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
      <TableContainer sx={{ maxHeight: 560 }}>
        <Table size="small" stickyHeader aria-label="Kanban tree">
          <TableHead>
            <TableRow>
              <TableCell>Node</TableCell>
              <TableCell align="right">Qty 1</TableCell>
              <TableCell align="right">Qty 2</TableCell>
              <TableCell align="right">Filled</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {nodes.map((node) => (
              <TableRow key={node.nodeUuid} hover data-testid={`kanban-${node.nodeUuid}`}>
                <TableCell
                  sx={{ pl: 2 + node.depth * 2.5, fontWeight: node.depth === 0 ? 600 : 400 }}
                >
                  {node.description}
                </TableCell>
                {hasKanbanInput(node) ? (
                  ([1, 2] as const).map((slot) => (
                    <TableCell key={slot} align="right" sx={{ py: 0.5 }}>
                      <QtyInput
                        classId={classId}
                        node={node}
                        slot={slot}
                        readOnly={readOnly}
                        onAlert={setAlert}
                      />
                    </TableCell>
                  ))
                ) : (
                  <>
                    <TableCell />
                    <TableCell />
                  </>
                )}
                <TableCell align="right">
                  {node.filled1 + node.filled2 > 0 ? node.filled1 + node.filled2 : ''}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
});
