import type { PdaRowKind } from '@domain/pda/pda-rows';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import {
  Alert,
  Box,
  Button,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '@client/components/FormDialog';
import { queryErrorMessage } from '@client/api/describeQueryError';
import {
  EXERTIONS,
  exertionsOf,
  useAddPdaRowMutation,
  useDeletePdaRowMutation,
  type PdaDto,
} from '../api/pdaApi';
import type { PdaViewToggles } from '../hooks/usePdaViewToggles';
import { formatRepsPerHour, formatWeight } from '../utils/pdaView';
import { PdaRowCellInput } from './PdaRowCellInput';

type TabProps = { pda: PdaDto; toggles: PdaViewToggles };

const weightHeader = (name: string, lbs: boolean) => `${name} (${lbs ? 'lbs' : 'kg'})`;

/** The input of one cell of a row of `kind`: row, column, column header, text. */
function cellsOf({ pda, toggles }: TabProps, kind: PdaRowKind) {
  return function cell(row: string, column: string, label: string, text: string) {
    return (
      <PdaRowCellInput
        pdaUuid={pda.pdaUuid}
        kind={kind}
        rowUuid={row}
        column={column}
        label={label}
        text={text}
        lbs={toggles.lbs}
        taktTime={pda.taktTime}
      />
    );
  };
}

/** Adding and deleting rows of one kind; a refused write shows in the tab. */
function useRowWrites(pdaUuid: string, kind: PdaRowKind) {
  const [addRow, added] = useAddPdaRowMutation();
  const [deleteRow, deleted] = useDeletePdaRowMutation();
  const [error, setError] = useState<string | null>(null);
  const attempt = async (write: () => Promise<unknown>) => {
    setError(null);
    try {
      await write();
    } catch (failure) {
      setError(queryErrorMessage(failure));
    }
  };
  return {
    error,
    dismissError: () => setError(null),
    busy: added.isLoading || deleted.isLoading,
    add: () => attempt(() => addRow({ id: pdaUuid, kind }).unwrap()),
    remove: (row: string) => attempt(() => deleteRow({ id: pdaUuid, kind, row }).unwrap()),
  };
}

type RowWrites = ReturnType<typeof useRowWrites>;

/** Edit mode around a table: the refusal of an add or delete, and the add button. */
function EditableRows({
  writes,
  noun,
  children,
}: {
  writes: RowWrites;
  noun: string;
  children: ReactNode;
}) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {writes.error && (
        <Alert severity="error" onClose={writes.dismissError} sx={{ alignSelf: 'stretch' }}>
          {writes.error}
        </Alert>
      )}
      <Box sx={{ overflowX: 'auto', alignSelf: 'stretch' }}>{children}</Box>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        disabled={writes.busy}
        onClick={() => void writes.add()}
      >
        Add {noun}
      </Button>
    </Stack>
  );
}

/** A row's delete button, asking first. */
function DeleteRowButton({
  noun,
  description,
  writes,
  row,
}: {
  noun: string;
  description: string;
  writes: RowWrites;
  row: string;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <IconButton
        size="small"
        aria-label={`Delete ${noun} ${description}`}
        disabled={writes.busy}
        onClick={() => setAsking(true)}
      >
        <DeleteIcon fontSize="small" />
      </IconButton>
      <FormDialog
        open={asking}
        title={`Delete ${description}?`}
        submitLabel="Delete"
        submitColor="error"
        fullWidth={false}
        onSubmit={() => {
          setAsking(false);
          void writes.remove(row);
        }}
        onClose={() => setAsking(false)}
      />
    </>
  );
}

type RowColumn<T> = {
  header: string;
  align?: 'right';
  render: (item: T, row: string) => ReactNode;
};

/** An edit-mode table: one row per item with its cells and a delete button, and the add button. */
function EditableRowTable<T>({
  label,
  noun,
  writes,
  items,
  columns,
}: {
  label: string;
  noun: string;
  writes: RowWrites;
  items: { row: string; description: string; item: T }[];
  columns: RowColumn<T>[];
}) {
  return (
    <EditableRows writes={writes} noun={noun}>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.header} align={column.align}>
                {column.header}
              </TableCell>
            ))}
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map(({ row, description, item }) => (
            <TableRow key={row} aria-label={description}>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.align}>
                  {column.render(item, row)}
                </TableCell>
              ))}
              <TableCell>
                <DeleteRowButton noun={noun} description={description} writes={writes} row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </EditableRows>
  );
}

export function ElementsTab({ pda, toggles }: TabProps) {
  const elements = [...pda.collPDAElements].sort((a, b) => a.ordinal - b.ordinal);
  const writes = useRowWrites(pda.pdaUuid, 'element');
  if (!toggles.editing) {
    return (
      <Table size="small" aria-label="Elements">
        <TableHead>
          <TableRow>
            <TableCell>#</TableCell>
            <TableCell>Element</TableCell>
            <TableCell align="right">Duration (s)</TableCell>
            <TableCell align="right">% of process</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {elements.map((element) => (
            <TableRow key={element.elementUuid}>
              <TableCell>{element.ordinal}</TableCell>
              <TableCell>{element.description}</TableCell>
              <TableCell align="right">{element.duration}</TableCell>
              <TableCell align="right">{element.percent}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  const cell = cellsOf({ pda, toggles }, 'element');
  return (
    <EditableRowTable
      label="Elements"
      noun="element"
      writes={writes}
      items={elements.map((e) => ({ row: e.elementUuid, description: e.description, item: e }))}
      columns={[
        { header: '#', render: (e, row) => cell(row, 'ordinal', '#', String(e.ordinal)) },
        {
          header: 'Element',
          render: (e, row) => cell(row, 'description', 'Element', e.description),
        },
        {
          header: 'Duration (s)',
          render: (e, row) => cell(row, 'duration', 'Duration (s)', String(e.duration)),
        },
        {
          header: '% of process',
          render: (e, row) => cell(row, 'percent', '% of process', String(e.percent)),
        },
      ]}
    />
  );
}

export function ToolsTab({ pda, toggles }: TabProps) {
  const writes = useRowWrites(pda.pdaUuid, 'tool');
  if (!toggles.editing) {
    return (
      <Table size="small" aria-label="Tools">
        <TableHead>
          <TableRow>
            <TableCell>Tool</TableCell>
            <TableCell align="right">Trigger</TableCell>
            <TableCell align="right">Grip reps/hour</TableCell>
            <TableCell align="right">Grip weight</TableCell>
            <TableCell>Side</TableCell>
            <TableCell>Vibratory</TableCell>
            <TableCell align="right">Activation force</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {pda.collPDATools.map((tool) => (
            <TableRow key={tool.toolUuid}>
              <TableCell>{tool.description}</TableCell>
              <TableCell align="right">{tool.trigger}</TableCell>
              <TableCell align="right">{formatRepsPerHour(tool.gripReps, pda.taktTime)}</TableCell>
              <TableCell align="right">{formatWeight(tool.gripKg, toggles.lbs)}</TableCell>
              <TableCell>{tool.gripSide}</TableCell>
              <TableCell>{tool.vibratory ? 'Yes' : 'No'}</TableCell>
              <TableCell align="right">{formatWeight(tool.activationForce, toggles.lbs)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  const gripWeight = weightHeader('Grip weight', toggles.lbs);
  const activationForce = weightHeader('Activation force', toggles.lbs);
  const cell = cellsOf({ pda, toggles }, 'tool');
  return (
    <EditableRowTable
      label="Tools"
      noun="tool"
      writes={writes}
      items={pda.collPDATools.map((t) => ({
        row: t.toolUuid,
        description: t.description,
        item: t,
      }))}
      columns={[
        { header: 'Tool', render: (t, row) => cell(row, 'description', 'Tool', t.description) },
        {
          header: 'Trigger',
          render: (t, row) => cell(row, 'trigger', 'Trigger', String(t.trigger)),
        },
        {
          header: 'Grip reps/cycle',
          render: (t, row) => cell(row, 'gripReps', 'Grip reps/cycle', String(t.gripReps)),
        },
        {
          header: 'Grip reps/hour',
          align: 'right',
          render: (t) => formatRepsPerHour(t.gripReps, pda.taktTime),
        },
        {
          header: gripWeight,
          render: (t, row) => cell(row, 'gripKg', gripWeight, String(t.gripKg)),
        },
        { header: 'Side', render: (t, row) => cell(row, 'gripSide', 'Side', t.gripSide) },
        {
          header: 'Vibratory',
          render: (t, row) => cell(row, 'vibratory', 'Vibratory', String(t.vibratory)),
        },
        {
          header: activationForce,
          render: (t, row) =>
            cell(row, 'activationForce', activationForce, String(t.activationForce)),
        },
      ]}
    />
  );
}

export function ObjectsTab({ pda, toggles }: TabProps) {
  const writes = useRowWrites(pda.pdaUuid, 'object');
  if (!toggles.editing) {
    const rows = pda.collPDAObjects.flatMap((object) =>
      EXERTIONS.map((kind) => ({ object, kind, exertion: exertionsOf(object)[kind] })).filter(
        (row) => toggles.showAll || row.exertion,
      ),
    );
    return (
      <Table size="small" aria-label="Objects">
        <TableHead>
          <TableRow>
            <TableCell>Object</TableCell>
            <TableCell>Exertion</TableCell>
            <TableCell align="right">Reps/cycle</TableCell>
            <TableCell align="right">Reps/hour</TableCell>
            <TableCell align="right">Weight</TableCell>
            <TableCell>Side</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(({ object, kind, exertion }) => (
            <TableRow key={`${object.objectUuid}-${kind}`}>
              <TableCell>{object.description}</TableCell>
              <TableCell>{kind}</TableCell>
              <TableCell align="right">{exertion?.reps ?? ''}</TableCell>
              <TableCell align="right">
                {exertion ? formatRepsPerHour(exertion.reps, pda.taktTime) : ''}
              </TableCell>
              <TableCell align="right" data-testid="object-weight">
                {formatWeight(exertion?.kg, toggles.lbs)}
              </TableCell>
              <TableCell>{exertion?.side ?? ''}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    );
  }
  const weight = weightHeader('Weight', toggles.lbs);
  const cell = cellsOf({ pda, toggles }, 'object');
  const asText = (value: number | string | undefined) => (value === undefined ? '' : String(value));
  return (
    <EditableRows writes={writes} noun="object">
      <Table size="small" aria-label="Objects">
        <TableHead>
          <TableRow>
            <TableCell>Object / exertion</TableCell>
            <TableCell>Reps/cycle</TableCell>
            <TableCell align="right">Reps/hour</TableCell>
            <TableCell>{weight}</TableCell>
            <TableCell>Side</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        {pda.collPDAObjects.map((object) => {
          const row = object.objectUuid;
          const exertions = exertionsOf(object);
          return (
            // One body per object: its description and delete button, then every exertion.
            <TableBody key={row}>
              <TableRow aria-label={object.description} sx={{ bgcolor: 'action.hover' }}>
                <TableCell colSpan={5}>
                  {cell(row, 'description', 'Object', object.description)}
                </TableCell>
                <TableCell>
                  <DeleteRowButton
                    noun="object"
                    description={object.description}
                    writes={writes}
                    row={row}
                  />
                </TableCell>
              </TableRow>
              {EXERTIONS.map((kind) => {
                const exertion = exertions[kind];
                return (
                  <TableRow key={kind} aria-label={`${object.description} ${kind}`}>
                    <TableCell sx={{ pl: 4 }}>{kind}</TableCell>
                    <TableCell>
                      {cell(row, `${kind}.reps`, 'Reps/cycle', asText(exertion?.reps))}
                    </TableCell>
                    <TableCell align="right">
                      {exertion ? formatRepsPerHour(exertion.reps, pda.taktTime) : ''}
                    </TableCell>
                    <TableCell>{cell(row, `${kind}.kg`, weight, asText(exertion?.kg))}</TableCell>
                    <TableCell>
                      {cell(row, `${kind}.side`, 'Side', asText(exertion?.side))}
                    </TableCell>
                    <TableCell />
                  </TableRow>
                );
              })}
            </TableBody>
          );
        })}
      </Table>
    </EditableRows>
  );
}
