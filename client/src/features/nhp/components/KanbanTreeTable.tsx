import { KANBAN_QUANTITY } from '@domain/limits';
import { KANBAN_UPDATE_ERROR, KANBAN_VALUE_NOT_ECHOED } from '@domain/messages';
import {
  Alert,
  Box,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { memo, useState } from 'react';
import { useSetNhpKanbanQtyMutation, type KanbanTreeNodeDto } from '../api/nhpApi';
import {
  hasKanbanInput,
  kanbanInputDisabled,
  parseKanbanQuantity,
  type QuantitySlot,
} from '../utils/kanbanRules';
import { CARD_BELOW_PX } from './PlacementTable';

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

/** The filled count, blank when none: the table cell and the phone card show the same. */
const filledText = (node: KanbanTreeNodeDto) =>
  node.filled1 + node.filled2 > 0 ? String(node.filled1 + node.filled2) : '';

type NodesProps = {
  classId: string;
  nodes: KanbanTreeNodeDto[];
  readOnly: boolean;
  onAlert: (message: string | null) => void;
};

/** Phones and tablets: one card per node, its quantities and filled count labelled beneath it. */
function KanbanCards({ classId, nodes, readOnly, onAlert }: NodesProps) {
  return (
    <Stack component="ul" aria-label="Kanban tree" spacing={0.5} sx={{ p: 0, m: 0 }}>
      {nodes.map((node) => (
        <Box
          component="li"
          key={node.nodeUuid}
          data-testid={`kanban-${node.nodeUuid}`}
          // The depth shows as indent, capped so a deep node keeps room for its inputs.
          sx={{ listStyle: 'none', pl: Math.min(node.depth, 4) * 1.5, py: 0.5 }}
        >
          <Typography
            variant="body2"
            sx={{ fontWeight: node.depth === 0 ? 600 : 400, overflowWrap: 'anywhere' }}
          >
            {node.description}
          </Typography>
          {(hasKanbanInput(node) || filledText(node)) && (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              {hasKanbanInput(node) &&
                ([1, 2] as const).map((slot) => (
                  <Stack key={slot} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Typography variant="body2" color="text.secondary">
                      Qty {slot}
                    </Typography>
                    <QtyInput
                      classId={classId}
                      node={node}
                      slot={slot}
                      readOnly={readOnly}
                      onAlert={onAlert}
                    />
                  </Stack>
                ))}
              <Typography variant="body2">
                <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
                  Filled
                </Box>
                {filledText(node) || '0'}
              </Typography>
            </Stack>
          )}
        </Box>
      ))}
    </Stack>
  );
}

function KanbanRows({ classId, nodes, readOnly, onAlert }: NodesProps) {
  return (
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
                      onAlert={onAlert}
                    />
                  </TableCell>
                ))
              ) : (
                <>
                  <TableCell />
                  <TableCell />
                </>
              )}
              <TableCell align="right">{filledText(node)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * Seed 001: in KANBAN, the class's tree with two quantity inputs per node (qty1 first shift,
 * qty2 second), 0-999; both alerts of section 8 word for word. Below 800 px the nodes are cards,
 * so Qty 2 and Filled stay on screen without sideways scrolling (issue 32).
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
  const cards = useMediaQuery((theme: Theme) => theme.breakpoints.down(CARD_BELOW_PX));
  const Nodes = cards ? KanbanCards : KanbanRows;
  return (
    <>
      {alert && (
        <Alert severity="error" onClose={() => setAlert(null)}>
          {alert}
        </Alert>
      )}
      <Nodes classId={classId} nodes={nodes} readOnly={readOnly} onAlert={setAlert} />
    </>
  );
});
