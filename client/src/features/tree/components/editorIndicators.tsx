import CheckIcon from '@mui/icons-material/Check';
import { Alert, CircularProgress, InputAdornment } from '@mui/material';
import type { FieldState } from '../hooks/useVersionedValueEditor';

/** Typed-but-unsaved edits have a yellow outline (seed 000 section 4). */
export const DIRTY_OUTLINE = {
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 },
};

/** A spinner while saving, a check once saved. */
export function SaveAdornment({ state }: { state: FieldState }) {
  if (state === 'pending')
    return (
      <InputAdornment position="end">
        <CircularProgress size={16} aria-label="Saving" />
      </InputAdornment>
    );
  if (state === 'success')
    return (
      <InputAdornment position="end">
        <CheckIcon color="success" fontSize="small" titleAccess="Saved" />
      </InputAdornment>
    );
  return null;
}

export function EditorError({ error, onClose }: { error: string | null; onClose: () => void }) {
  if (!error) return null;
  return (
    <Alert severity="error" onClose={onClose} sx={{ py: 0 }}>
      {error}
    </Alert>
  );
}
