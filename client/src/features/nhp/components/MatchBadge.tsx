import { Chip } from '@mui/material';
import { useIsNhpPlacementMatchQuery } from '../api/nhpApi';

/** Seed 001: a filled slot's match badge, Loading then OK, NG or Error. */
export function MatchBadge({ placementUuid }: { placementUuid: string }) {
  const match = useIsNhpPlacementMatchQuery({ id: placementUuid });
  if (match.isError) return <Chip size="small" color="error" variant="outlined" label="Error" />;
  if (!match.data) return <Chip size="small" variant="outlined" label="Loading" />;
  return match.data.isMatch ? (
    <Chip size="small" color="success" label="OK" />
  ) : (
    <Chip size="small" color="warning" label="NG" />
  );
}
