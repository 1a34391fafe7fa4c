import { NO_SUBJECTIVE_VALUE_TYPE, tbd } from '@domain/messages';
import { Box, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { CapabilityDto, PdaDemandDto } from '../api/pdaApi';
import { useDemandEditor } from '../hooks/useDemandEditor';
import { demandChoices, matchSubjective, subjectiveLabel } from '../utils/demands';
import { TEXT_AREA_MAX_ROWS, TEXT_AREA_MIN_ROWS } from '../utils/pdaView';
import { EditorError, SaveAdornment, editorFieldProps } from './editorIndicators';

type PdaDemandInputProps = {
  pdaUuid: string;
  capability: CapabilityDto;
  demand: PdaDemandDto | undefined;
  lbs: boolean;
  exact: boolean;
};

const NONE = { value: '', label: '(none)' };

/**
 * One demand in edit mode: numbers typed within the capability's minimum and maximum (exact
 * values) or chosen among its subjective words; sides, positions and yes/no from their lists;
 * text in a 3-to-30-row area. Lists save on change, typed values on blur.
 */
export function PdaDemandInput({ pdaUuid, capability, demand, lbs, exact }: PdaDemandInputProps) {
  const ranged = capability.type === 'RANGE_UNITS';
  const subjective = ranged && !exact;
  const editor = useDemandEditor({ pdaUuid }, capability, demand, lbs && !subjective);
  const label = capability.description;
  const common = { label, ...editorFieldProps(editor) };
  const htmlInput = { 'data-state': editor.state, 'data-capability': capability.code };

  let input;
  const words = subjective ? capability.aSubjectiveValueType?.collSubjectiveValues : undefined;
  const choices = demandChoices(capability.type);
  if (subjective && !words) {
    input = (
      <Box>
        <Typography variant="body2">{label}</Typography>
        <Typography color="warning.main" variant="caption" data-testid="no-subjective-value-type">
          {NO_SUBJECTIVE_VALUE_TYPE}
        </Typography>
      </Box>
    );
  } else if (words || choices) {
    let options = choices ?? [];
    let selected = editor.value;
    if (words) {
      options = words.map((sv) => ({ value: String(sv.value), label: subjectiveLabel(sv) }));
      const number = Number(editor.value);
      const match = editor.value === '' ? undefined : matchSubjective(words, number);
      // A value between the words' own values shows as its word; one no word holds, as TBD.
      selected = match ? String(match.value) : editor.value;
    }
    if (selected !== '' && !options.some((o) => o.value === selected)) {
      options = [...options, { value: selected, label: tbd(selected) }];
    }
    input = (
      <TextField
        {...common}
        select
        value={selected}
        disabled={editor.state === 'pending'}
        onChange={(event) => void editor.commit(event.target.value)}
        slotProps={{
          htmlInput,
          input: { endAdornment: <SaveAdornment state={editor.state} /> },
        }}
      >
        {[NONE, ...options].map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  } else {
    const { minValue: min, maxValue: max, units } = editor.bounds;
    const range =
      ranged && (min !== null || max !== null)
        ? `${min ?? ''}–${max ?? ''}${units ? ` ${units.toLowerCase()}` : ''}`
        : undefined;
    input = (
      <TextField
        {...common}
        multiline={!ranged}
        minRows={ranged ? undefined : TEXT_AREA_MIN_ROWS}
        maxRows={ranged ? undefined : TEXT_AREA_MAX_ROWS}
        helperText={range}
        onChange={(event) => editor.change(event.target.value)}
        onBlur={() => void editor.commit()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') editor.revert();
          if (event.key === 'Enter' && ranged) void editor.commit();
        }}
        slotProps={{
          htmlInput: {
            ...htmlInput,
            ...(ranged
              ? { inputMode: 'decimal', min: min ?? undefined, max: max ?? undefined }
              : {}),
          },
          input: { endAdornment: <SaveAdornment state={editor.state} /> },
        }}
      />
    );
  }
  return (
    <Stack spacing={0.5} sx={{ minWidth: 220 }}>
      {input}
      <EditorError error={editor.error} onClose={editor.dismissError} />
    </Stack>
  );
}
