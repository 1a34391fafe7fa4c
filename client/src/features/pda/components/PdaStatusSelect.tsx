import { isPdaStatus, PDA_STATUS_LABELS } from '@domain/status';
import { Alert, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import type { PdaDto } from '../api/pdaApi';
import { usePdaStatus } from '../hooks/usePdaStatus';

const labelOf = (status: string) => (isPdaStatus(status) ? PDA_STATUS_LABELS[status] : status);

/** The status as words, for a PDA of a read-only type: nobody may change it, so no control. */
function ReadOnlyStatus({ pda }: { pda: PdaDto }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="body2">
        Status: <strong>{labelOf(pda.pdaStatusEnum)}</strong>
      </Typography>
      <Typography variant="caption" color="text.secondary">
        PDAs of the {pda.aPDAType.description} type are read-only
      </Typography>
    </Stack>
  );
}

export function PdaStatusSelect({ pda, canWrite }: { pda: PdaDto; canWrite: boolean }) {
  if (!pda.aPDAType.editable) return <ReadOnlyStatus pda={pda} />;
  return <StatusSelect pda={pda} canWrite={canWrite} />;
}

function StatusSelect({ pda, canWrite }: { pda: PdaDto; canWrite: boolean }) {
  const status = usePdaStatus(pda, canWrite);
  return (
    <Stack spacing={1}>
      <FormControl size="small" sx={{ minWidth: 180 }} disabled={status.disabled}>
        <InputLabel id="pda-status-label">Status</InputLabel>
        <Select
          labelId="pda-status-label"
          id="pda-status"
          label="Status"
          value={status.status}
          onChange={(event) => void status.change(event.target.value)}
        >
          {status.options.map((option) => (
            <MenuItem key={option} value={option}>
              {labelOf(option)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {status.error && (
        <Alert severity="error" onClose={status.dismissError}>
          {status.error}
        </Alert>
      )}
    </Stack>
  );
}
