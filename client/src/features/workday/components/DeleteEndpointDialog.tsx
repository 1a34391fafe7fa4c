import { Typography } from '@mui/material';
import { useState } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { useDeleteWorkdayEndpointMutation, type WorkdayEndpointDto } from '../api/workdayApi';
import { FormDialog } from '@client/components/FormDialog';

/** Asks before removing an HR endpoint (admins); its sealed secrets go with it. */
export function DeleteEndpointDialog({
  endpoint,
  onDeleted,
  onClose,
}: {
  endpoint: WorkdayEndpointDto;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const [remove, state] = useDeleteWorkdayEndpointMutation();
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async () => {
    try {
      await remove({ id: endpoint.workdayApiUuid }).unwrap();
      onDeleted();
    } catch (error) {
      setServerError(queryErrorMessage(error));
    }
  };
  return (
    <FormDialog
      title={`Delete ${endpoint.description}?`}
      submitLabel="Delete"
      submitColor="error"
      onSubmit={() => void submit()}
      onClose={onClose}
      busy={state.isLoading}
      serverError={serverError}
    >
      <Typography>
        The portal stops reading and writing the HR system through this endpoint, and its client
        secret and refresh token are deleted.
      </Typography>
    </FormDialog>
  );
}
