import { canSeeMatchPeople, canSeeMatchRules, hasPermission, Permission } from '@domain/access';
import {
  Alert,
  Box,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  matchApi,
  useGetMyClientsQuery,
  useGetNodeMatchStatsQuery,
  useListLevelsQuery,
} from '../api/matchStatsApi';
import { QueryFailure } from '@client/components/QueryFailure';
import { NoAccess } from '@client/components/NoAccess';
import { Section } from '@client/components/Section';
import { httpStatusOf, useSession } from '@client/features/auth';
import { NodeStatsGrid } from '../components/NodeStatsGrid';
import { PeoplePanel } from '../components/PeoplePanel';
import { RulesPanel } from '../components/RulesPanel';
import { NOT_ANALYSED, percentText, pickerLevels } from '../matchStats';
import { LoadingLine } from '@client/components/LoadingLine';
import { usePageTitle } from '@client/hooks/usePageTitle';

const TITLE = 'Match statistics';
/** Jobs live at the process level: the level shown first. */
const DEFAULT_LEVEL = '00000000-0000-0000-0001-000000000006';
/** Nodes below 100% whose rules are fetched ahead, so opening one shows them at once. */
const PREFETCH_ROWS = 25;

function MatchStats() {
  const { groups } = useSession();
  const [params, setParams] = useSearchParams();
  const clients = useGetMyClientsQuery();
  const levels = useListLevelsQuery();
  const clientUuid = params.get('client') ?? clients.data?.[0]?.nodeUuid ?? null;
  const client = clients.data?.find((c) => c.nodeUuid === clientUuid);
  const offered = useMemo(() => pickerLevels(levels.data ?? []), [levels.data]);
  const levelUuid =
    params.get('level') ??
    (offered.some((l) => l.levelUuid === DEFAULT_LEVEL) ? DEFAULT_LEVEL : offered[0]?.levelUuid);
  const nodeUuid = params.get('node');
  const stats = useGetNodeMatchStatsQuery({ id: clientUuid ?? '' }, { skip: !clientUuid });
  const rows = useMemo(
    () => (stats.data ?? []).filter((r) => r.levelUuid === levelUuid),
    [stats.data, levelUuid],
  );
  const selected = stats.data?.find((r) => r.nodeUuid === nodeUuid) ?? null;
  const clientName = client?.description ?? '';
  const mayRules = client !== undefined && canSeeMatchRules(groups, client.nodeUuid);
  const mayPeople = client !== undefined && canSeeMatchPeople(groups, client.nodeUuid);

  const prefetchRules = matchApi.usePrefetch('getTreeRules');
  useEffect(() => {
    if (!mayRules) return;
    rows
      .filter((r) => r.percent < 100)
      .sort((a, b) => a.percent - b.percent)
      .slice(0, PREFETCH_ROWS)
      .forEach((r) => prefetchRules({ id: r.nodeUuid }, { ifOlderThan: 60 }));
  }, [rows, mayRules, prefetchRules]);

  const choose = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes))
        if (value === null) next.delete(key);
        else next.set(key, value);
      return next;
    });

  if (httpStatusOf(stats.error) === 403) return <NoAccess title={TITLE} />;
  const clientRow = stats.data?.find((r) => r.nodeUuid === clientUuid);

  return (
    <Box component="main" sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box>
        <Typography variant="h4" component="h1">
          {TITLE}
        </Typography>
        <Typography variant="body2" color="text.secondary" data-testid="match-summary">
          {clientRow
            ? `${clientRow.m} of ${clientRow.n} pool members of ${clientName} match at least one job (${percentText(clientRow.percent)}); people outside the pools are not counted here`
            : 'Per node: how many of the client’s pool members match every active PDA there'}
        </Typography>
      </Box>
      <Stack useFlexGap direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        <FormControl sx={{ minWidth: 240 }} size="small">
          <InputLabel id="match-client">Client</InputLabel>
          <Select
            labelId="match-client"
            label="Client"
            value={client ? clientUuid : ''}
            onChange={(e) => choose({ client: e.target.value, node: null })}
          >
            {(clients.data ?? []).map((c) => (
              <MenuItem key={c.nodeUuid} value={c.nodeUuid}>
                {c.description}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl sx={{ minWidth: 240 }} size="small">
          <InputLabel id="match-level">Level</InputLabel>
          <Select
            labelId="match-level"
            label="Level"
            value={offered.some((l) => l.levelUuid === levelUuid) ? levelUuid : ''}
            onChange={(e) => choose({ level: e.target.value, node: null })}
          >
            {offered.map((l) => (
              <MenuItem key={l.levelUuid} value={l.levelUuid}>
                {l.description}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
      </Stack>
      {[clients, levels, stats].map((q, i) => (
        <QueryFailure
          key={i}
          query={q}
          what={['The clients', 'The levels', 'The match statistics'][i]}
        />
      ))}
      {(clients.isLoading || stats.isLoading) && (
        <LoadingLine text="Loading the match statistics…" />
      )}
      {clients.data?.length === 0 && (
        <Alert severity="info">You do not see any client site yet.</Alert>
      )}
      {clientRow && clientRow.n === 0 && (
        <Alert severity="info">
          {clientName} has no pool members yet: add people to a pool to see who matches.
        </Alert>
      )}
      {stats.data && (
        <NodeStatsGrid
          rows={rows}
          loading={stats.isFetching && !stats.data}
          selected={nodeUuid}
          onSelect={(id) => choose({ node: id })}
        />
      )}
      {selected && clientUuid && (
        <>
          <Typography variant="h5" component="h2">
            {selected.description}:{' '}
            {selected.analysed
              ? `${selected.m} of ${selected.n} (${percentText(selected.percent)})`
              : NOT_ANALYSED}
          </Typography>
          {mayRules && (
            <Section title="Rules">
              <RulesPanel nodeUuid={selected.nodeUuid} />
            </Section>
          )}
          {mayPeople && (
            <Section title="People">
              <PeoplePanel nodeUuid={selected.nodeUuid} clientUuid={clientUuid} />
            </Section>
          )}
        </>
      )}
      {stats.data && !selected && rows.length > 0 && (
        <Alert severity="info">Pick a node to see its rules and the people who match it.</Alert>
      )}
    </Box>
  );
}

/**
 * /match-stats: per node of a client site, how many pool members match (m of n); for a node,
 * the demands that exclude them (rules: premise) and who matches (people: staffing, recruiter).
 */
export function MatchStatsPage() {
  usePageTitle(TITLE);
  const { groups } = useSession();
  if (!hasPermission(groups, Permission.MatchStats)) return <NoAccess title={TITLE} />;
  return <MatchStats />;
}
