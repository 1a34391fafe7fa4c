import { CREATE_CLIENT_SITE, NODE_ACTION_LABELS } from '@domain/labels';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormHelperText,
  InputLabel,
  LinearProgress,
  ListItemText,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { FormEvent, ReactNode } from 'react';
import type { NodeWrittenDto } from '../../../api/generated/tree';
import type { NodeView, PdaDto, PermissionView } from '../api/treeApi';
import { useBulkReportForm } from '../hooks/useBulkReportForm';
import {
  useCreateChildForm,
  useCreateClientForm,
  useCreatePdaForm,
  useMoveForm,
  useRenameForm,
} from '../hooks/useNodeDialogForms';

type FormShell = {
  canSave: boolean;
  saving: boolean;
  save: () => Promise<void>;
  serverError: string | null;
};

function DialogFrame({
  title,
  form,
  saveLabel,
  onClose,
  children,
}: {
  title: string;
  form: FormShell;
  saveLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
            {form.serverError && <Alert severity="error">{form.serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!form.canSave}>
            {saveLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type NodeDialogProps<R = NodeWrittenDto> = {
  node: NodeView;
  onClose: () => void;
  onSaved: (saved: R) => void;
};

function NameField({
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

export function RenameDialog({ node, onClose, onSaved }: NodeDialogProps) {
  const form = useRenameForm(node, onSaved);
  return (
    <DialogFrame
      title={`Rename ${node.description}`}
      form={form}
      saveLabel="Rename"
      onClose={onClose}
    >
      <NameField
        value={form.values.name}
        error={form.errorFor('name')}
        onChange={(name) => form.setField('name', name)}
      />
    </DialogFrame>
  );
}

export function CreateClientDialog({ node, onClose, onSaved }: NodeDialogProps) {
  const form = useCreateClientForm(node.nodeUuid, onSaved);
  return (
    <DialogFrame title={CREATE_CLIENT_SITE} form={form} saveLabel="Create" onClose={onClose}>
      <NameField
        value={form.values.name}
        error={form.errorFor('name')}
        onChange={(name) => form.setField('name', name)}
      />
    </DialogFrame>
  );
}

function SelectField({
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

export function CreateChildDialog({
  node,
  permission,
  onClose,
  onSaved,
}: NodeDialogProps & { permission: PermissionView }) {
  const form = useCreateChildForm(node, permission, onSaved);
  return (
    <DialogFrame
      title={`Create a child of ${node.description}`}
      form={form}
      saveLabel="Create"
      onClose={onClose}
    >
      <SelectField
        label="Level"
        name="level"
        value={form.values.levelUuid}
        error={form.errorFor('levelUuid')}
        options={permission.childLevels.map((l) => ({ value: l.levelUuid, label: l.description }))}
        onChange={(levelUuid) => form.setField('levelUuid', levelUuid)}
      />
      <NameField
        value={form.values.name}
        error={form.errorFor('name')}
        onChange={(name) => form.setField('name', name)}
      />
    </DialogFrame>
  );
}

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
    <DialogFrame
      title={`Create a PDA under ${node.description}`}
      form={form}
      saveLabel="Create"
      onClose={onClose}
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
    </DialogFrame>
  );
}

export function MoveDialog({
  node,
  permission,
  onClose,
  onSaved,
}: NodeDialogProps & { permission: PermissionView }) {
  const form = useMoveForm(node, onSaved);
  return (
    <DialogFrame title={`Move ${node.description}`} form={form} saveLabel="Move" onClose={onClose}>
      <SelectField
        label="New parent"
        name="parent"
        value={form.values.parentUuid}
        error={form.errorFor('parentUuid')}
        options={permission.possibleParents.map((p) => ({ value: p.nodeUuid, label: p.path }))}
        onChange={(parentUuid) => form.setField('parentUuid', parentUuid)}
      />
    </DialogFrame>
  );
}

export function BulkReportDialog({
  node,
  levels,
  onClose,
}: {
  node: NodeView;
  levels: { levelUuid: string; description: string }[];
  onClose: () => void;
}) {
  const form = useBulkReportForm(node.nodeUuid, onClose);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.start();
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{NODE_ACTION_LABELS.bulkPdaReport}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SelectField
              label="Level"
              name="bulkLevel"
              value={form.levelUuid}
              error={undefined}
              options={levels.map((l) => ({ value: l.levelUuid, label: l.description }))}
              onChange={form.setLevelUuid}
            />
            {form.job && (
              <Stack spacing={1} data-testid="bulk-progress">
                <LinearProgress
                  variant="determinate"
                  value={form.percent}
                  aria-label="Report progress"
                />
                <Typography variant="body2">
                  {form.percent}% ({form.job.currentStep} / {form.job.totalSteps})
                  {form.job.statusMessage ? ` ${form.job.statusMessage}` : ''}
                </Typography>
              </Stack>
            )}
            {form.error && <Alert severity="error">{form.error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!form.canStart}>
            Start
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
