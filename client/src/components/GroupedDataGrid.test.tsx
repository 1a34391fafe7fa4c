import { screen, waitFor } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/renderWithProviders';
import { GroupedDataGrid } from './GroupedDataGrid';

type Leaf = { uuid: string; client: string; time: string; name: string; city: string };
const LEAVES: Leaf[] = [
  { uuid: 'a', client: 'Riverside', time: '08:00', name: 'Ava', city: 'Dayton' },
  { uuid: 'd', client: 'Riverside', time: '08:00', name: 'Dev', city: 'Akron' },
  { uuid: 'b', client: 'Riverside', time: '10:00', name: 'Ben', city: 'Dayton' },
  { uuid: 'c', client: 'Lakeview', time: '08:00', name: 'Cara', city: 'Toledo' },
];
const COLUMNS: GridColDef<Leaf>[] = [
  { field: 'name', headerName: 'Name', flex: 1 },
  {
    field: 'city',
    headerName: 'City',
    flex: 1,
    renderCell: ({ row }) => <b data-testid="city">{row.city.toUpperCase()}</b>,
  },
];
const idOf = (l: Leaf) => l.uuid;
const clientOf = (l: Leaf) => l.client;
const timeOf = (l: Leaf) => l.time;
const searchOf = (l: Leaf) => [l.name, l.city, l.client];

function renderGrid(leaves = LEAVES) {
  return renderWithProviders(
    <div style={{ height: 600, width: 800 }}>
      <GroupedDataGrid
        leaves={leaves}
        getLeafId={idOf}
        outerGroup={clientOf}
        innerGroup={timeOf}
        searchValues={searchOf}
        columns={COLUMNS}
        emptyText="Nothing today."
      />
    </div>,
  );
}

/** The rows' texts top to bottom: headers as "label (count)", leaves by name. */
const rowTexts = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe(GroupedDataGrid.name, { timeout: 20_000 }, () => {
  it('puts a header row for each client and time above their leaves, spanning the row', async () => {
    renderGrid();
    await screen.findByText('Ava');
    expect(rowTexts()).toEqual([
      'Riverside (3)',
      '08:00 (2)',
      'AvaDAYTON',
      'DevAKRON',
      '10:00 (1)',
      'BenDAYTON',
      'Lakeview (1)',
      '08:00 (1)',
      'CaraTOLEDO',
    ]);
    const header = screen.getByText('Riverside').closest('[role="gridcell"]') as HTMLElement;
    expect(header).toHaveAttribute('aria-colspan', '2');
    expect(screen.getAllByTestId('group-0')).toHaveLength(2);
    expect(screen.getAllByTestId('group-1')).toHaveLength(3);
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 4 · Filtered rows: 4');
  });

  it('searches the leaves and keeps only the headers of what matches', async () => {
    const { user } = renderGrid();
    await screen.findByText('Ava');
    await user.type(screen.getByRole('searchbox'), 'dayton river');
    await waitFor(() =>
      expect(rowTexts()).toEqual([
        'Riverside (2)',
        '08:00 (1)',
        'AvaDAYTON',
        '10:00 (1)',
        'BenDAYTON',
      ]),
    );
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 4 · Filtered rows: 2');

    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'nobody');
    expect(await screen.findByText('No rows match the search.')).toBeInTheDocument();
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 4 · Filtered rows: 0');
  });

  it('applies the filter panel to the leaves', async () => {
    const { user } = renderGrid();
    await screen.findByText('Ava');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.type(await screen.findByRole('textbox', { name: 'Value' }), 'Cara');
    await waitFor(() => expect(rowTexts()).toEqual(['Lakeview (1)', '08:00 (1)', 'CaraTOLEDO']));
  });

  it('pages only past 100 lines, and its pager counts rows as the status bar does', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      ...LEAVES[0],
      uuid: `u${i}`,
      name: `Name ${i}`,
    }));
    renderGrid(many);
    // 100 lines: two header lines and 98 rows.
    expect(await screen.findByText('1–98 of 120')).toBeInTheDocument();
    expect(screen.getByText('Rows per page:')).toBeInTheDocument();
    expect(screen.getByTestId('grid-status')).toHaveTextContent(
      'Total rows: 120 · Filtered rows: 120',
    );
  });

  it('has no pager when everything fits on a page', async () => {
    renderGrid();
    await screen.findByText('Ava');
    expect(screen.queryByText('Rows per page:')).not.toBeInTheDocument();
  });

  it('says so when there are no leaves at all', async () => {
    renderGrid([]);
    expect(await screen.findByText('Nothing today.')).toBeInTheDocument();
    expect(screen.getByTestId('grid-status')).toHaveTextContent('Total rows: 0 · Filtered rows: 0');
  });
});
