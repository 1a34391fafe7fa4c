import { Stack, TextField } from '@mui/material';
import { TEXT_AREA_MAX_ROWS, TEXT_AREA_MIN_ROWS } from '../utils/pdaView';
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
  return (
    <Stack spacing={0.5} sx={{ minWidth: 240, flex: multiline ? '1 1 100%' : '1 1 240px' }}>
      <TextField
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
      <EditorError error={editor.error} onClose={editor.dismissError} />
    </Stack>
  );
}
