import { tbd } from '@domain/messages';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { CapabilityDto, SubjectiveValueDto } from '../api/pdaApi';
import type { useDemandEditor } from '../hooks/useDemandEditor';
import { demandText, matchSubjective, subjectiveLabel } from '../utils/demands';
import { SaveAdornment, editorFieldProps } from './editorIndicators';

type Option = { value: string; label: string };

type DemandListInputProps = {
  editor: ReturnType<typeof useDemandEditor>;
  capability: CapabilityDto;
  /** The capability's levels (subjective words), when the list is of levels. */
  levels?: SubjectiveValueDto[];
  /** The choices of a side, position or yes/no demand. */
  choices?: Option[];
  lbs: boolean;
};

const NONE: Option = { value: '', label: '(none)' };

/**
 * A demand chosen from a list (issue 32, decision 0047): choosing makes a draft the what-if
 * counts, saved only by its Save button (Undo brings the saved value back). A level never
 * replaces a more precise value silently: the exact value shows under its level, choosing the
 * level it already lies in changes nothing, and choosing another says what the save replaces.
 */
export function DemandListInput({
  editor,
  capability,
  levels,
  choices,
  lbs,
}: DemandListInputProps) {
  const label = capability.description;
  const levelOf = (value: string) =>
    levels && value.trim() !== '' && Number.isFinite(Number(value))
      ? matchSubjective(levels, Number(value))
      : undefined;
  const asText = (value: string) => {
    if (value === '') return NONE.label;
    const choice = choices?.find((c) => c.value === value);
    if (choice) return choice.label;
    const exact = demandText(capability, value, true, lbs);
    const level = levelOf(value);
    return level ? `${subjectiveLabel(level)} (${exact})` : exact;
  };

  let options: Option[] =
    levels?.map((sv) => ({ value: String(sv.value), label: subjectiveLabel(sv) })) ?? choices ?? [];
  const level = levelOf(editor.value);
  const selected = level ? String(level.value) : editor.value;
  if (selected !== '' && !options.some((o) => o.value === selected))
    options = [...options, { value: selected, label: tbd(selected) }];

  const choose = (chosen: string) => {
    const chosenLevel = levels?.find((sv) => String(sv.value) === chosen);
    // The level the saved (or drafted) exact value already lies in keeps that exact value.
    if (chosenLevel && levelOf(editor.saved) === chosenLevel) editor.revert();
    else if (!(chosenLevel && levelOf(editor.value) === chosenLevel)) editor.change(chosen);
  };

  // The exact value beside its level, unless it is the level's own value.
  const exact =
    level && String(level.value) !== editor.value
      ? demandText(capability, editor.value, true, lbs)
      : undefined;
  const drafted = editor.state === 'dirty';
  return (
    <Stack spacing={0.5}>
      <TextField
        {...editorFieldProps(editor)}
        label={label}
        select
        value={selected}
        helperText={exact && `Exactly ${exact}`}
        disabled={editor.state === 'pending'}
        onChange={(event) => choose(event.target.value)}
        slotProps={{
          htmlInput: { 'data-state': editor.state, 'data-capability': capability.code },
          input: { endAdornment: <SaveAdornment state={editor.state} /> },
        }}
      >
        {[NONE, ...options].map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {drafted && (
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          data-testid={`demand-draft-${capability.code}`}
        >
          <Typography variant="caption" sx={{ flex: '1 1 8rem' }}>
            Not saved: {asText(editor.value)} in place of {asText(editor.saved)}.
          </Typography>
          <Button
            size="small"
            variant="contained"
            aria-label={`Save ${label}`}
            onClick={() => void editor.commit()}
          >
            Save
          </Button>
          <Button size="small" aria-label={`Undo ${label}`} onClick={editor.revert}>
            Undo
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
