import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRowWrites } from '../hooks/useRowWrites';
import { formatRepsPerHour, formatWeight } from '../utils/pdaView';
import { EditableRowTable } from './EditableRowTable';
import { cellsOf, weightHeader, type TabProps } from './rowTabCells';

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
