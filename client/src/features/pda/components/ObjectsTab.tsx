import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { EXERTIONS, exertionsOf } from '../api/pdaApi';
import { useRowWrites } from '../hooks/useRowWrites';
import { formatRepsPerHour, formatWeight } from '../utils/pdaView';
import { DeleteRowButton, EditableRows } from './EditableRowTable';
import { cellsOf, weightHeader, type TabProps } from './rowTabCells';
import { VisuallyHidden } from '@client/components/VisuallyHidden';

/** Read-only: one row per exertion; outside "show all rows" only those the object has. */
function ObjectsTable({ pda, toggles }: TabProps) {
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

export function ObjectsTab({ pda, toggles }: TabProps) {
  const writes = useRowWrites(pda.pdaUuid, 'object');
  if (!toggles.editing) return <ObjectsTable pda={pda} toggles={toggles} />;
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
            <TableCell>
              <VisuallyHidden>Actions</VisuallyHidden>
            </TableCell>
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
