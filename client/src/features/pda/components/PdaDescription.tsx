import { PDA_DESCRIPTION_MAX } from '@domain/rules';
import EditIcon from '@mui/icons-material/Edit';
import { Alert, Button, IconButton, Stack, TextField, Tooltip, Typography } from '@mui/material';
import type { PdaDto } from '../api/pdaApi';
import { usePdaDescription } from '../hooks/usePdaDescription';

/**
 * The PDA's name as its heading; a writer may rename it in place (Enter saves, Escape cancels).
 * While saving the field and buttons lock and Save shows progress; a refusal stays beside it.
 */
export function PdaDescription({ pda, canWrite }: { pda: PdaDto; canWrite: boolean }) {
  const editor = usePdaDescription(pda);
  if (!editor.editing) {
    return (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
        <Typography variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {pda.description}
        </Typography>
        {canWrite && (
          <Tooltip title="Edit description">
            <IconButton aria-label="Edit description" onClick={editor.start} size="small">
              <EditIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        )}
      </Stack>
    );
  }
  return (
    <Stack
      component="form"
      aria-label="PDA description"
      spacing={1}
      sx={{ flex: 1, minWidth: 0 }}
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <TextField
        label="Description"
        value={editor.text}
        onChange={(event) => editor.setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') editor.cancel();
        }}
        autoFocus
        fullWidth
        size="small"
        disabled={editor.saving}
        error={Boolean(editor.problem)}
        helperText={editor.problem ?? `${editor.text.trim().length}/${PDA_DESCRIPTION_MAX}`}
      />
      <Stack direction="row" sx={{ gap: 1 }}>
        <Button
          type="submit"
          variant="contained"
          disabled={!editor.canSave}
          loading={editor.saving}
        >
          Save
        </Button>
        <Button onClick={editor.cancel} disabled={editor.saving}>
          Cancel
        </Button>
      </Stack>
      {editor.error && (
        <Alert severity="error" role="alert">
          The description was not saved: {editor.error}
        </Alert>
      )}
    </Stack>
  );
}
