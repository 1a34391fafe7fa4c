import { useGridUrlView } from '@client/hooks/useGridUrlView';
import { formatMeasurement } from '@domain/format';
import { POLL_TREE_RULES_MS } from '@domain/timing';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useGetTreeRulesQuery, type TreeRuleDto } from '../api/matchStatsApi';
import { GridStatusFooter } from '@client/components/GridStatusFooter';
import { QueryFailure } from '@client/components/QueryFailure';
import { useGridColumnLayout } from '@client/features/preferences';
import { demandText, exclusionBars } from '../matchStats';

/** Which demands exclude the most pool members at the node, most first. */
function ExclusionChart({ rules }: { rules: TreeRuleDto[] }) {
  const bars = exclusionBars(rules);
  if (bars.length === 0)
    return <Alert severity="success">No demand here excludes any pool member.</Alert>;
  return (
    <Box aria-label="Demands that exclude the most pool members" role="figure">
      <BarChart
        dataset={bars as unknown as Record<string, string | number>[]}
        yAxis={[{ scaleType: 'band', dataKey: 'label', width: 260 }]}
        series={[{ dataKey: 'count', label: 'Pool members excluded' }]}
        layout="horizontal"
        height={Math.max(160, 36 * bars.length + 60)}
      />
    </Box>
  );
}

/** The demands at and below the node with the pool members each excludes (premise). */
export function RulesPanel({ nodeUuid }: { nodeUuid: string }) {
  const rules = useGetTreeRulesQuery({ id: nodeUuid }, { pollingInterval: POLL_TREE_RULES_MS });
  const columns = useMemo<GridColDef<TreeRuleDto>[]>(
    () => [
      { field: 'pdaDescription', headerName: 'PDA', flex: 1, minWidth: 180 },
      { field: 'capabilityDescription', headerName: 'Capability', flex: 1, minWidth: 180 },
      {
        field: 'pdaValue',
        headerName: 'PDA value',
        width: 150,
        valueGetter: (_value, row) => demandText(row),
      },
      { field: 'count', headerName: 'Excluded', type: 'number', width: 100 },
      { field: 'notMeasured', headerName: 'Not measured', type: 'number', width: 120 },
      {
        field: 'avg',
        headerName: 'Their average',
        type: 'number',
        width: 130,
        valueFormatter: (value: number | null) => (value === null ? '' : formatMeasurement(value)),
      },
    ],
    [],
  );
  const layout = useGridColumnLayout('matchStatsRules', columns);
  const urlView = useGridUrlView('matchStatsRules');
  const data = rules.data ?? [];
  return (
    <Stack spacing={2}>
      <QueryFailure query={rules} what="The rules" staleText="the rules loaded before" />
      {rules.data && data.length === 0 ? (
        <Alert severity="info">No active PDA at or below this node.</Alert>
      ) : (
        <>
          {rules.data && <ExclusionChart rules={data} />}
          <Typography variant="body2" color="text.secondary">
            Each demand with the pool members failing it, refreshed every{' '}
            {POLL_TREE_RULES_MS / 1000} seconds
          </Typography>
          <Box sx={{ display: 'flex', flexDirection: 'column', height: 380 }}>
            <DataGrid
              {...urlView}
              aria-label="Rules"
              rows={data}
              columns={layout.columns}
              {...layout.gridProps}
              getRowId={(row) => `${row.pdaUuid}/${row.capabilityUuid}`}
              loading={rules.isLoading}
              disableRowSelectionOnClick
              slots={{ footer: GridStatusFooter }}
            />
          </Box>
        </>
      )}
    </Stack>
  );
}
