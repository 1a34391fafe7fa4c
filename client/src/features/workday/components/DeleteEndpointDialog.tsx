import { Typography } from '@mui/material';
import { useFailureMessage } from '@client/hooks/useFailureMessage';
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
  const { message: serverError, fail: failServerError } = useFailureMessage();
  const submit = async () => {
    try {
      await remove({ id: endpoint.workdayApiUuid }).unwrap();
      onDeleted();
    } catch (error) {
      failServerError(error);
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
