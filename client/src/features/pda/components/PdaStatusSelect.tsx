import { isPdaStatus, PDA_STATUS_LABELS } from '@domain/status';
import { Alert, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import type { PdaDto } from '../api/pdaApi';
import { usePdaStatus } from '../hooks/usePdaStatus';

const labelOf = (status: string) => (isPdaStatus(status) ? PDA_STATUS_LABELS[status] : status);

export function PdaStatusSelect({ pda, canWrite }: { pda: PdaDto; canWrite: boolean }) {
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
