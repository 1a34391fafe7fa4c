import { placementWhyText } from '@domain/nhp';
import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { PersonFitDto } from '../api/nhpApi';

/**
 * A slot's "why": the verdict in words first (the missed demands by name, as the employer view
 * says them), then auto-place's reasons without its own "matches the job". The values and the
 * reasons report's link show only to those the server sends the values (the reasons right).
 */
export function FitWhy({
  why,
  fit,
  personUuid,
}: {
  why: Record<string, unknown> | null;
  fit: PersonFitDto | undefined;
  personUuid: string | null;
}) {
  // The verdict sentence already says whether the person matches the job.
  const shown =
    why && fit ? Object.fromEntries(Object.entries(why).filter(([k]) => k !== 'matchesNode')) : why;
  const placed = placementWhyText(shown);
  const details = fit?.missed.flatMap((m) => (m.detail ? [m.detail] : [])) ?? [];
  return (
    <Box>
      {fit && personUuid && (
        <Typography variant="caption" component="p">
          {fit.text}
        </Typography>
      )}
      {placed && (
        <Typography variant="caption" component="p" color={fit ? 'text.secondary' : undefined}>
          {placed}
        </Typography>
      )}
      {details.length > 0 && (
        <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Missed demands with values">
          {details.map((d) => (
            <Typography key={d} component="li" variant="caption">
              {d}
            </Typography>
          ))}
        </Box>
      )}
      {details.length > 0 && personUuid && (
        <Link component={RouterLink} to={`/reasons/${personUuid}`} variant="caption">
          Reasons report
        </Link>
      )}
    </Box>
  );
}
