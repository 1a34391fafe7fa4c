import {
  Alert,
  Card,
  CardContent,
  LinearProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useListCapabilitiesQuery, type PdaSumDto } from '../api/pdaApi';
import { useNodePdaSums, usePdaSums } from '../hooks/usePdaSums';
import { demandText } from '../utils/demands';

type Units = { exact: boolean; lbs: boolean };

function useDemandFormatter({ exact, lbs }: Units) {
  const capabilities = useListCapabilitiesQuery();
  const byUuid = new Map(capabilities.data?.map((c) => [c.capabilityUuid, c]));
  // The sum names its capability; until the catalogue arrives (or without it) the raw value.
  return (sum: PdaSumDto | undefined) => {
    if (!sum) return '';
    const capability = byUuid.get(sum.capabilityUuid);
    return capability ? demandText(capability, sum.value, exact, lbs) : sum.value;
  };
}

function SourceLink({ sum }: { sum: PdaSumDto }) {
  const pda = sum.sourcePDA;
  return (
    <Link component={RouterLink} to={`/tree/${pda.nodeUuid}#${pda.pdaUuid}`}>
      {pda.description}
    </Link>
  );
}

/** The node page's sums: how many PDAs lie under the node and their highest demands. */
export function NodePdaSums({ nodeUuid, paused = false }: { nodeUuid: string; paused?: boolean }) {
  const agg = useNodePdaSums(nodeUuid, paused);
  const format = useDemandFormatter({ exact: true, lbs: false });
  let body;
  if (agg.isLoading) body = <LinearProgress aria-label="Loading the PDA sums" />;
  else if (agg.isError || !agg.data)
    body = (
      <Alert severity="error">
        The PDA sums could not be loaded: {queryErrorMessage(agg.error)}
      </Alert>
    );
  else if (agg.data.demands.length === 0)
    body = (
      <Typography color="text.secondary">
        {agg.data.pdaCount === 0
          ? 'No PDAs under this node.'
          : 'No completed or approved PDA under this node has demands yet.'}
      </Typography>
    );
  else
    body = (
      <TableContainer sx={{ overflowX: 'auto' }}>
        {/* Narrower than this the rows grow tall: on a phone the table scrolls inside itself. */}
        <Table size="small" aria-label="Highest demands under this node" sx={{ minWidth: 480 }}>
          <TableHead>
            <TableRow>
              <TableCell>Capability</TableCell>
              <TableCell>Highest demand</TableCell>
              <TableCell>PDA</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {agg.data.demands.map((sum) => (
              <TableRow key={sum.capabilityUuid}>
                <TableCell>{sum.description}</TableCell>
                <TableCell>{format(sum)}</TableCell>
                <TableCell>
                  <SourceLink sum={sum} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    );
  return (
    <Card variant="outlined" component="section" aria-label="PDA sums">
      <CardContent>
        <Typography variant="h6" component="h2">
          PDA sums
        </Typography>
        {agg.data && (
          <Typography color="text.secondary" gutterBottom data-testid="pda-counts">
            {agg.data.pdaCount} PDA{agg.data.pdaCount === 1 ? '' : 's'} under this node,{' '}
            {agg.data.activePdaCount} completed or approved
          </Typography>
        )}
        {body}
      </CardContent>
    </Card>
  );
}

const unset = (sum: PdaSumDto | undefined) => !sum || sum.value === '' || sum.value === '0';

/**
 * A PDA's demands, each shown once (issue 32): its own value, and the highest among the active
 * PDAs of its node only when another PDA holds it ("this PDA" otherwise). Editing, the inputs
 * show the PDA's values (`showOwn` false); without `showAll` its unset demands are left out.
 */
export function PdaSumsTable({
  pdaUuid,
  nodeUuid,
  units,
  showOwn = true,
  showAll = true,
}: {
  pdaUuid: string;
  nodeUuid: string;
  units: Units;
  showOwn?: boolean;
  showAll?: boolean;
}) {
  const { own, node } = usePdaSums(pdaUuid, nodeUuid);
  const format = useDemandFormatter(units);
  if (own.isLoading || node.isLoading) return <LinearProgress aria-label="Loading the PDA sums" />;
  if (own.isError || node.isError || !own.data || !node.data) {
    return (
      <Alert severity="error">
        The PDA sums could not be loaded: {queryErrorMessage(own.error ?? node.error)}
      </Alert>
    );
  }
  const mine = new Map(own.data.map((s) => [s.capabilityUuid, s]));
  const highest = new Map(node.data.map((s) => [s.capabilityUuid, s]));
  const elsewhere = (top: PdaSumDto | undefined) => top && top.sourcePDA.pdaUuid !== pdaUuid;
  const rows = [...node.data, ...own.data.filter((s) => !highest.has(s.capabilityUuid))].filter(
    (row) =>
      showAll || !unset(mine.get(row.capabilityUuid)) || elsewhere(highest.get(row.capabilityUuid)),
  );
  if (rows.length === 0)
    return <Typography color="text.secondary">No demands to sum yet.</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="PDA sums" sx={{ minWidth: showOwn ? 480 : 320 }}>
        <TableHead>
          <TableRow>
            <TableCell>Capability</TableCell>
            {showOwn && <TableCell>This PDA</TableCell>}
            <TableCell>Highest at this node</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => {
            const top = highest.get(row.capabilityUuid);
            return (
              <TableRow key={row.capabilityUuid}>
                <TableCell>{row.description}</TableCell>
                {showOwn && <TableCell>{format(mine.get(row.capabilityUuid))}</TableCell>}
                <TableCell>
                  {top && elsewhere(top) ? (
                    <>
                      {format(top)} in <SourceLink sum={top} />
                    </>
                  ) : (
                    top && (
                      <Typography component="span" variant="body2" color="text.secondary">
                        this PDA
                      </Typography>
                    )
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
