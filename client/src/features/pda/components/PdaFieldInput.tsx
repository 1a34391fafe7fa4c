import { HEIGHT_BAND_TABLE, heightBand } from '@domain/heights';
import { Stack, TextField, Typography } from '@mui/material';
import { inchesOf, TEXT_AREA_MAX_ROWS, TEXT_AREA_MIN_ROWS } from '../utils/pdaView';
import type { PdaFieldDto, PdaTypeFieldDto } from '../api/pdaApi';
import { usePdaFieldEditor } from '../hooks/usePdaFieldEditor';
import { DIRTY_OUTLINE, EditorError, SaveAdornment } from './editorIndicators';

type PdaFieldInputProps = {
  pdaUuid: string;
  typeField: PdaTypeFieldDto;
  field: PdaFieldDto | undefined;
  editing: boolean;
};

/** One PDA field: saved on blur, with the pending, error and success indicators. */
export function PdaFieldInput({ pdaUuid, typeField, field, editing }: PdaFieldInputProps) {
  const editor = usePdaFieldEditor(pdaUuid, typeField, field);
  const multiline = editor.format === 'text';
  // Seed 000 section 9: a height reads as its band too (below bench, bench to shelf, overhead).
  const band = editor.format === 'inches' ? heightBand(inchesOf(editor.value)) : null;
  return (
    <Stack spacing={0.5}>
      <TextField
        fullWidth
        label={typeField.description}
        name={typeField.pdaTypeFieldCode}
        size="small"
        value={editor.value}
        error={editor.state === 'error'}
        inputRef={editor.inputRef}
        multiline={multiline}
        minRows={multiline ? TEXT_AREA_MIN_ROWS : undefined}
        maxRows={multiline ? TEXT_AREA_MAX_ROWS : undefined}
        onChange={(event) => editor.change(event.target.value)}
        onBlur={() => void editor.commit()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') editor.revert();
          if (event.key === 'Enter' && !multiline) void editor.commit();
        }}
        sx={editor.state === 'dirty' ? DIRTY_OUTLINE : undefined}
        slotProps={{
          input: {
            readOnly: !editing,
            endAdornment: <SaveAdornment state={editor.state} />,
          },
          htmlInput: { 'data-state': editor.state, 'data-format': editor.format },
        }}
      />
      {band && (
        <Typography variant="caption" color="text.secondary" data-testid="height-band">
          {HEIGHT_BAND_TABLE[band].label} ({HEIGHT_BAND_TABLE[band].text})
        </Typography>
      )}
      <EditorError error={editor.error} onClose={editor.dismissError} />
    </Stack>
  );
}
