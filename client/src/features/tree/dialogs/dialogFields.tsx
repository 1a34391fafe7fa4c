import {
  Autocomplete,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  TextField,
} from '@mui/material';
import type { NodeWrittenDto, NodeView } from '../api/treeApi';

/** What every node dialog takes: the node, Cancel, and what to do with the saved result. */
export type NodeDialogProps<R = NodeWrittenDto> = {
  node: NodeView;
  onClose: () => void;
  onSaved: (saved: R) => void;
};

/** The node name of the rename and create dialogs. */
export function NameField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label="Name"
      name="name"
      required
      autoFocus
      value={value}
      error={error !== undefined}
      helperText={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

/** A required choice of one option (level, PDA type, parent). */
export function SelectField({
  label,
  name,
  value,
  error,
  options,
  onChange,
}: {
  label: string;
  name: string;
  value: string;
  error: string | undefined;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = `tree-${name}`;
  return (
    <FormControl required error={error !== undefined}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        name={name}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}

/** Every IANA zone this browser knows, for the site time-zone fields. */
const ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

/** A client site's IANA time zone: typed or picked from the browser's list. */
export function TimeZoneField({
  value,
  error,
  onChange,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Autocomplete
      freeSolo
      options={ZONES}
      value={value}
      onInputChange={(_event, zone) => onChange(zone)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Time zone"
          name="timeZone"
          required
          error={error !== undefined}
          helperText={
            error ?? 'Days, slots and schedules of the site are read on this clock (IANA name)'
          }
        />
      )}
    />
  );
}
