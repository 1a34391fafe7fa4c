import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { useSearchSwimmersQuery, type NhpPlacementDto, type NhpSwimmerDto } from '../api/nhpApi';

const SEARCH_DEBOUNCE_MS = 500;

/** Manual Placement: search the class's unplaced pool members (secure/swimmer-search) and pick one. */
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
                primary={`${s.firstName} ${s.lastName}`}
                secondary={`${s.id ?? 'no ID'} · available ${s.availableDate}`}
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
