import { Box, ButtonBase, Paper, Tooltip, Typography } from '@mui/material';
import { useState } from 'react';
import { describeQueryError } from '../api/describeQueryError';
import { useGetEnvQuery, type EnvDto } from '../api/generated/public';

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
    </Paper>
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
          sx={{ px: 1, borderRadius: 1, color: 'text.secondary', typography: 'caption' }}
        >
          {text}
        </ButtonBase>
      </Tooltip>
    </Box>
  );
}
