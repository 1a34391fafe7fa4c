import { Stack, TextField } from '@mui/material';
import type { CapabilityDto, PdaDemandDto } from '../api/pdaApi';
import { useDemandEditor } from '../hooks/useDemandEditor';
import { demandChoices } from '../utils/demands';
import { TEXT_AREA_MAX_ROWS, TEXT_AREA_MIN_ROWS } from '../utils/pdaView';
import { DemandListInput } from './DemandListInput';
import { EditorError, SaveAdornment, editorFieldProps } from './editorIndicators';

type PdaDemandInputProps = {
  pdaUuid: string;
  capability: CapabilityDto;
  demand: PdaDemandDto | undefined;
  lbs: boolean;
  exact: boolean;
};

/**
 * One demand in edit mode: numbers typed within the capability's minimum and maximum (exact
 * values, or subjective values of a capability without words) or chosen among its subjective
 * words; sides, positions and yes/no from their lists; text in a 3-to-30-row area. Typed
 * values save on blur or Enter, list choices by their Save button (DemandListInput).
 */
export function PdaDemandInput({ pdaUuid, capability, demand, lbs, exact }: PdaDemandInputProps) {
  const ranged = capability.type === 'RANGE_UNITS';
  // Without words a range is typed in both modes (issue 32): never a value out of view.
  const subjective = ranged && !exact && Boolean(capability.aSubjectiveValueType);
  const editor = useDemandEditor({ pdaUuid }, capability, demand, lbs && !subjective);
  const label = capability.description;
  const common = { label, ...editorFieldProps(editor) };
  const htmlInput = { 'data-state': editor.state, 'data-capability': capability.code };

  let input;
  const levels = subjective ? capability.aSubjectiveValueType?.collSubjectiveValues : undefined;
  const choices = demandChoices(capability.type) ?? undefined;
  if (levels || choices) {
    input = (
      <DemandListInput
        editor={editor}
        capability={capability}
        levels={levels}
        choices={choices}
        lbs={lbs}
      />
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
