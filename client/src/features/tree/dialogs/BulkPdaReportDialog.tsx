import { NODE_ACTION_LABELS } from '@domain/labels';
import { LinearProgress, Stack, Typography } from '@mui/material';
import { FormDialog } from '@client/components/FormDialog';
import type { NodeView } from '../api/treeApi';
import { useBulkReportForm } from '../hooks/useBulkReportForm';
import { SelectField } from './dialogFields';

/** The PDAs of one level below the node in one report, with the job's progress. */
export function BulkPdaReportDialog({
  node,
  levels,
  onClose,
}: {
  node: NodeView;
  levels: { levelUuid: string; description: string }[];
  onClose: () => void;
}) {
  const form = useBulkReportForm(node.nodeUuid, onClose);
  return (
    <FormDialog
      title={NODE_ACTION_LABELS.bulkPdaReport}
      submitLabel="Start"
      onSubmit={() => void form.start()}
      onClose={onClose}
      canSubmit={form.canStart}
      busy={form.running}
      serverError={form.error}
    >
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
          <LinearProgress variant="determinate" value={form.percent} aria-label="Report progress" />
          <Typography variant="body2">
            {form.percent}% ({form.job.currentStep} / {form.job.totalSteps})
            {form.job.statusMessage ? ` ${form.job.statusMessage}` : ''}
          </Typography>
        </Stack>
      )}
    </FormDialog>
  );
}
