import CheckIcon from '@mui/icons-material/Check';
import { Alert, CircularProgress, InputAdornment } from '@mui/material';
import type { Ref } from 'react';
import type { FieldState } from '../hooks/useVersionedValueEditor';

/** Typed-but-unsaved edits have a yellow outline (seed 000 section 4). */
export const DIRTY_OUTLINE = {
  '& .MuiOutlinedInput-notchedOutline': { borderColor: 'warning.main', borderWidth: 2 },
};

/** The props every small editor input shares: value, red on error, yellow while unsaved. */
export function editorFieldProps(editor: {
  value: string;
  state: FieldState;
  inputRef: Ref<HTMLInputElement | HTMLTextAreaElement | null>;
}) {
  return {
    size: 'small' as const,
    fullWidth: true,
    value: editor.value,
    error: editor.state === 'error',
    inputRef: editor.inputRef,
    sx: editor.state === 'dirty' ? DIRTY_OUTLINE : undefined,
  };
}

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
