import { Box, ButtonBase, Paper, Tooltip, Typography } from '@mui/material';
import { useState, useSyncExternalStore } from 'react';
import { describeQueryError } from '@client/api/describeQueryError';
import { HEARTBEAT_KINDS, latencyStore, type LatencySummary } from '@client/features/realtime';
import { useGetEnvQuery, type EnvDto } from '../api/shellApi';

function formatBuildTime(buildTime: string): string {
  const date = new Date(buildTime);
  return Number.isNaN(date.getTime())
    ? buildTime
    : new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}

function EnvDetails({ env }: { env: EnvDto }) {
  const rows: [string, string][] = [
    ['Environment', env.environment],
    ['Build time', formatBuildTime(env.buildTime)],
    ['Host', env.hostname],
  ];
  return (
    <Paper data-testid="version-details" elevation={4} sx={{ p: 1.5, mb: 0.5 }}>
      {rows.map(([label, value]) => (
        <Typography key={label} variant="caption" component="div">
          {label}: {value}
        </Typography>
      ))}
      <LatencyTable />
    </Paper>
  );
}

const ms = (value: number) => `${Math.round(value)} ms`;

function latencyCells(summary: LatencySummary | undefined): string[] {
  if (!summary) return ['–', '–', '–', '–'];
  return [ms(summary.last), ms(summary.min), ms(summary.avg), ms(summary.max)];
}

/** Round trips of the heartbeats (measured while signed in), last/min/avg/max. */
function LatencyTable() {
  const table = useSyncExternalStore(latencyStore.subscribe, latencyStore.getSnapshot);
  return (
    <Box
      component="table"
      aria-label="Latency"
      sx={{ mt: 1, typography: 'caption', borderSpacing: '8px 0', mx: -1 }}
    >
      <thead>
        <tr>
          {['Latency', 'last', 'min', 'avg', 'max'].map((heading) => (
            <Box component="th" key={heading} sx={{ textAlign: 'right', fontWeight: 600 }}>
              {heading}
            </Box>
          ))}
        </tr>
      </thead>
      <tbody>
        {HEARTBEAT_KINDS.map((kind) => (
          <tr key={kind} data-testid={`latency-${kind}`}>
            <Box component="th" sx={{ textAlign: 'left', fontWeight: 400 }}>
              {kind}
            </Box>
            {latencyCells(table[kind]).map((cell, index) => (
              <Box component="td" key={index} sx={{ textAlign: 'right' }}>
                {cell}
              </Box>
            ))}
          </tr>
        ))}
      </tbody>
    </Box>
  );
}

export function VersionLabel() {
  const { data, error } = useGetEnvQuery();
  const [expanded, setExpanded] = useState(false);
  const text = data ? `v${data.version}` : error ? 'v?' : '…';

  return (
    <Box
      sx={{
        position: 'fixed',
        right: 8,
        bottom: 8,
        zIndex: (theme) => theme.zIndex.snackbar,
        textAlign: 'right',
      }}
    >
      {expanded && data && <EnvDetails env={data} />}
      <Tooltip title={error && !data ? describeQueryError(error) : ''}>
        <ButtonBase
          data-testid="version-label"
          aria-expanded={expanded}
          onClick={() => setExpanded((open) => !open)}
          sx={{
            px: 1,
            borderRadius: 1,
            color: 'text.secondary',
            // It floats over the page: its own background keeps it readable on any content.
            bgcolor: 'background.paper',
            typography: 'caption',
          }}
        >
          {text}
        </ButtonBase>
      </Tooltip>
    </Box>
  );
}
