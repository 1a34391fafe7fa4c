import { Chip, Tooltip } from '@mui/material';
import type { PersonFitDto } from '../api/nhpApi';

/** The badge's word: the seed's OK and NG, and what the job or the person lacks otherwise. */
export function fitBadgeLabel(fit: Pick<PersonFitDto, 'analysed' | 'fitness'>): string {
  if (!fit.analysed) return 'Not analysed';
  if (fit.fitness === 'FIT') return 'OK';
  return fit.fitness === 'NOT_FIT' ? 'NG' : 'Not assessed';
}

const COLOURS = { OK: 'success', NG: 'warning' } as const;

/**
 * A person's fit for a job (seed 001's match badge: Loading, then OK, NG or Error), with
 * "Not analysed" for a job without an active PDA and "Not assessed" for a person never
 * measured. Its tooltip is the verdict in words, so the reason is one hover away.
 */
export function FitBadge({ fit, failed }: { fit: PersonFitDto | undefined; failed: boolean }) {
  if (failed) return <Chip size="small" color="error" variant="outlined" label="Error" />;
  if (!fit) return <Chip size="small" variant="outlined" label="Loading" />;
  const label = fitBadgeLabel(fit);
  const colour = label === 'OK' || label === 'NG' ? COLOURS[label] : 'default';
  return (
    <Tooltip title={fit.text}>
      <Chip
        size="small"
        color={colour}
        variant={colour === 'default' ? 'outlined' : 'filled'}
        label={label}
      />
    </Tooltip>
  );
}
