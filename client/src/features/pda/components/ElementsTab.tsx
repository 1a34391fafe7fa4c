import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useRowWrites } from '../hooks/useRowWrites';
import { EditableRowTable } from './EditableRowTable';
import { cellsOf, type TabProps } from './rowTabCells';

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
