import {
  Checkbox,
  FormControl,
  FormHelperText,
  InputLabel,
  ListItemText,
  MenuItem,
  Select,
} from '@mui/material';
import { FormDialog } from '@client/components/FormDialog';
import type { PdaDto, PermissionView } from '../api/treeApi';
import { useCreatePdaForm } from '../hooks/useNodeDialogForms';
import { NameField, SelectField, type NodeDialogProps } from './dialogFields';

/** A PDA under the node: a type, a name and at least one variation. */
export function CreatePdaDialog({
  node,
  permission,
  onClose,
  onSaved,
}: NodeDialogProps<PdaDto> & { permission: PermissionView }) {
  const form = useCreatePdaForm(node, permission, onSaved);
  const variationError = form.errorFor('variationUuids');
  const names = new Map(permission.variations.map((v) => [v.variationUuid, v.description]));
  return (
    <FormDialog
      title={`Create a PDA under ${node.description}`}
      submitLabel="Create"
      onSubmit={() => void form.save()}
      onClose={onClose}
      canSubmit={form.canSave}
      busy={form.saving}
      serverError={form.serverError}
    >
      <SelectField
        label="PDA type"
        name="pdaType"
        value={form.values.pdaTypeUuid}
        error={form.errorFor('pdaTypeUuid')}
        options={permission.pdaTypes.map((t) => ({ value: t.pdaTypeUuid, label: t.description }))}
        onChange={(pdaTypeUuid) => form.setField('pdaTypeUuid', pdaTypeUuid)}
      />
      <NameField
        value={form.values.name}
        error={form.errorFor('name')}
        onChange={(name) => form.setField('name', name)}
      />
      <FormControl required error={variationError !== undefined}>
        <InputLabel id="tree-variations-label">Variations</InputLabel>
        <Select
          labelId="tree-variations-label"
          id="tree-variations"
          multiple
          label="Variations"
          value={form.values.variationUuids}
          renderValue={(selected) => selected.map((uuid) => names.get(uuid) ?? uuid).join(', ')}
          onChange={(event) => {
            const { value } = event.target;
            form.setField('variationUuids', typeof value === 'string' ? value.split(',') : value);
          }}
        >
          {permission.variations.map((variation) => (
            <MenuItem key={variation.variationUuid} value={variation.variationUuid}>
              <Checkbox checked={form.values.variationUuids.includes(variation.variationUuid)} />
              <ListItemText
                primary={variation.description}
                secondary={variation.shortDescription}
              />
            </MenuItem>
          ))}
        </Select>
        {variationError && <FormHelperText>{variationError}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}
