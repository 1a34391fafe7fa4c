import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import {
  useGetNhpMemberFitQuery,
  useSearchSwimmersQuery,
  type NhpPlacementDto,
  type NhpSwimmerDto,
} from '../api/nhpApi';
import { FitBadge } from './FitBadge';

const SEARCH_DEBOUNCE_MS = 500;

/**
 * Manual Placement: search the class's unplaced pool members (secure/swimmer-search) and pick
 * one; each found member shows their fit for the slot's job and, when not fit, why in words.
 */
export function ManualPlacementDialog({
  classId,
  slot,
  nodeDescription,
  onCancel,
  onPick,
}: {
  classId: string;
  slot: NhpPlacementDto;
  nodeDescription: string;
  onCancel: () => void;
  onPick: (swimmer: NhpSwimmerDto) => void;
}) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useSearchSwimmersQuery({ classId, text: query }, { skip: query === '' });
  const fits = useGetNhpMemberFitQuery({ id: slot.placementUuid });
  const fitOf = (s: NhpSwimmerDto) => fits.data?.find((f) => f.personUuid === s.personUuid);
  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="sm">
      <DialogTitle>
        Manual Placement: {nodeDescription}, shift {slot.shift} #{slot.ordinal}
      </DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label="Search pool members (name or ID)"
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mt: 1 }}
        />
        {query !== '' && found.isError && (
          <Typography color="error" sx={{ mt: 2 }}>
            The search failed; try again.
          </Typography>
        )}
        {query !== '' && found.data?.length === 0 && (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            No unplaced pool member matches.
          </Typography>
        )}
        <List dense aria-label="Pool members found">
          {(query === '' ? [] : (found.data ?? [])).map((s) => (
            <ListItemButton key={s.swimmerUuid} onClick={() => onPick(s)}>
              <ListItemText
                slotProps={{ primary: { component: 'div' } }}
                primary={
                  <Stack useFlexGap direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <span data-testid="member-name">{`${s.firstName} ${s.lastName}`}</span>
                    <FitBadge fit={fitOf(s)} failed={fits.isError} />
                  </Stack>
                }
                secondary={[
                  `${s.id ?? 'no ID'} · available ${s.availableDate}`,
                  fitOf(s)?.fitness === 'FIT' ? '' : fitOf(s)?.text,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
      </DialogActions>
    </Dialog>
  );
}
