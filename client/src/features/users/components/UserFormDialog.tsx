import { Autocomplete, Stack, TextField } from '@mui/material';
import { FormDialog } from '@client/components/FormDialog';
import { useListSecurityGroupsQuery, type UserDto } from '../api/usersApi';
import { groupLabel } from '../utils/groupLabel';
import { useUserForm } from '../hooks/useUserForm';
import type { UserFormField } from '../utils/userFormRules';

type UserFormDialogProps = {
  /** The user to edit; null adds a new one. */
  user: UserDto | null;
  onClose: () => void;
  onSaved: (saved: UserDto) => void;
};

const TEXT_FIELDS: ReadonlyArray<{
  field: UserFormField;
  label: string;
  required?: boolean;
  type?: string;
  helperText?: string;
}> = [
  { field: 'emailAddress', label: 'E-mail', required: true, type: 'email' },
  { field: 'firstName', label: 'First name', required: true },
  { field: 'lastName', label: 'Last name', required: true },
  { field: 'userCode', label: 'Username', helperText: 'Leave empty to use the e-mail address' },
];

/** Rendered only while open, so every opening starts from the chosen user's values. */
export function UserFormDialog({ user, onClose, onSaved }: UserFormDialogProps) {
  const form = useUserForm(user, onSaved);
  const groups = useListSecurityGroupsQuery();
  const descriptions = new Map(groups.data?.map((g) => [g.securityGroupCode, g.description]));

  return (
    <FormDialog
      title={form.isEdit ? `Edit user ${user?.userCode}` : 'Add user'}
      submitLabel="Save"
      onSubmit={() => void form.save()}
      onClose={onClose}
      canSubmit={form.canSave}
      busy={form.saving}
      serverError={form.serverError}
    >
      {TEXT_FIELDS.map(({ field, label, required, type, helperText }) => (
        <TextField
          key={field}
          label={label}
          name={field}
          type={type}
          required={required}
          autoFocus={field === 'emailAddress'}
          value={form.values[field]}
          error={form.errorFor(field) !== undefined}
          helperText={form.errorFor(field) ?? helperText}
          onChange={(event) => form.setField(field, event.target.value)}
          onBlur={() => form.leaveField(field)}
        />
      ))}
      <Autocomplete
        multiple
        options={groups.data?.map((g) => g.securityGroupCode) ?? []}
        loading={groups.isLoading}
        value={form.values.securityGroupCodes}
        onChange={(_event, codes) => form.setField('securityGroupCodes', codes)}
        getOptionLabel={(code) => groupLabel(code, groups.data)}
        renderOption={({ key, ...props }, code) => (
          <li key={key} {...props}>
            <Stack>
              <span>{groupLabel(code, groups.data)}</span>
              <small style={{ opacity: 0.7 }}>{descriptions.get(code)}</small>
            </Stack>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label="Security groups"
            error={groups.isError}
            helperText={groups.isError ? 'The security groups could not be loaded.' : undefined}
          />
        )}
      />
    </FormDialog>
  );
}
