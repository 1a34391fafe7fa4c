import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import type { FormEvent } from 'react';
import { useListSecurityGroupsQuery, type UserDto } from '../api/usersApi';
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.save();
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <form noValidate onSubmit={submit}>
        <DialogTitle>{form.isEdit ? `Edit user ${user?.userCode}` : 'Add user'}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
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
              getOptionLabel={(code) => code}
              renderOption={({ key, ...props }, code) => (
                <li key={key} {...props}>
                  <Stack>
                    <span>{code}</span>
                    <small style={{ opacity: 0.7 }}>{descriptions.get(code)}</small>
                  </Stack>
                </li>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Security groups"
                  error={groups.isError}
                  helperText={
                    groups.isError ? 'The security groups could not be loaded.' : undefined
                  }
                />
              )}
            />
            {form.serverError && <Alert severity="error">{form.serverError}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!form.canSave} loading={form.saving}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
