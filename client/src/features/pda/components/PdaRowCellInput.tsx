import { hasTaktTime } from '@domain/units';
import { isExertionColumn } from '@domain/pda/pda-rows';
import { NO_TAKT_TIME } from '@domain/messages';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useRowCellEditor, type RowCellArgs } from '../hooks/useRowCellEditor';
import { demandChoices } from '../utils/demands';
import { TEXT_AREA_MAX_ROWS } from '../utils/pdaView';
import { EditorError, SaveAdornment, editorFieldProps } from './editorIndicators';

const YES_NO = [
  { value: 'true', label: 'Yes' },
  { value: 'false', label: 'No' },
];

type PdaRowCellInputProps = RowCellArgs & {
  /** The column header, the input's accessible name. */
  label: string;
  taktTime: number | null;
};

const NONE = { value: '', label: '(none)' };

/**
 * One cell of an element, object or tool in edit mode: text and numbers saved on blur or Enter
 * (Escape reverts), sides and yes/no chosen from a list and saved on change. Rep counts wait
 * for a takt time.
 */
export function PdaRowCellInput({ label, taktTime, ...cell }: PdaRowCellInputProps) {
  const editor = useRowCellEditor(cell);
  const { spec } = editor;
  const noTaktTime = spec.type === 'number' && spec.units === 'REPS' && !hasTaktTime(taktTime);
  const htmlInput = { 'aria-label': label, 'data-state': editor.state, 'data-column': cell.column };
  const common = editorFieldProps(editor);

  let input;
  if (spec.type === 'side' || spec.type === 'boolean') {
    // A row's yes/no (a tool's vibratory) is a fact, not a demand: Yes / No, not Needed.
    let options = spec.type === 'side' ? (demandChoices('SIDE') ?? []) : YES_NO;
    // An exertion's side may be emptied, which removes the exertion.
    if (isExertionColumn(cell.column)) options = [NONE, ...options];
    input = (
      <TextField
        {...common}
        select
        disabled={editor.state === 'pending'}
        onChange={(event) => void editor.commit(event.target.value)}
        slotProps={{
          htmlInput,
          input: { endAdornment: <SaveAdornment state={editor.state} /> },
        }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  } else {
    const text = spec.type === 'text';
    input = (
      <TextField
        {...common}
        multiline={text}
        maxRows={text ? TEXT_AREA_MAX_ROWS : undefined}
        disabled={noTaktTime}
        placeholder={noTaktTime ? NO_TAKT_TIME : undefined}
        helperText={noTaktTime ? NO_TAKT_TIME : undefined}
        onChange={(event) => editor.change(event.target.value)}
        onBlur={() => void editor.commit()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') editor.revert();
          if (event.key === 'Enter' && !event.shiftKey) {
            event.preventDefault();
            void editor.commit();
          }
        }}
        slotProps={{
          htmlInput: {
            ...htmlInput,
            ...(spec.type === 'number' ? { inputMode: spec.integer ? 'numeric' : 'decimal' } : {}),
          },
          input: { endAdornment: <SaveAdornment state={editor.state} /> },
        }}
      />
    );
  }
  return (
    <Stack spacing={0.5} sx={{ minWidth: spec.type === 'text' ? 180 : 100 }}>
      {input}
      <EditorError error={editor.error} onClose={editor.dismissError} />
    </Stack>
  );
}
