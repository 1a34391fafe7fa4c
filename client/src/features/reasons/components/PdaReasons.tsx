import { formatMeasurement, formatPercent } from '@domain/format';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { PersonPdaDto } from '../api/reasonsApi';
import { personJobScorePdfUrl } from '@client/api/links';
import { VisuallyHidden } from '@client/components/VisuallyHidden';
import { usePdfDownload } from '@client/hooks/usePdfDownload';

/**
 * The person's score PDF for the PDA's job (by person and node): a link carrying the session,
 * fetched while the icon shows a clock, as the roster's score sheets are.
 */
function ScorePdfButton({ personUuid, pda }: { personUuid: string; pda: PersonPdaDto }) {
  const pdf = usePdfDownload();
  const url = personJobScorePdfUrl(personUuid, pda.aTreeNode.nodeUuid);
  return (
    <>
      <IconButton
        size="small"
        href={url}
        aria-label={`Score PDF for ${pda.aTreeNode.description}`}
        aria-busy={pdf.generating}
        onClick={(event) => {
          event.preventDefault();
          void pdf.download(url, `score-${pda.aTreeNode.description}.pdf`);
        }}
      >
        {pdf.generating ? (
          <AccessTimeIcon fontSize="small" data-testid="pdf-generating" />
        ) : (
          <PictureAsPdfIcon fontSize="small" />
        )}
      </IconButton>
      {pdf.error && (
        <Alert severity="error" onClose={pdf.dismissError}>
          {pdf.error}
        </Alert>
      )}
    </>
  );
}

/** One PDA: its percent of demands met, the score PDF for its job and the rows shown. */
export function PdaReasons({
  personUuid,
  pda,
  showSatisfiedRules,
}: {
  personUuid: string;
  pda: PersonPdaDto;
  showSatisfiedRules: boolean;
}) {
  const rules = pda.collPersonPDACapabilitys.filter((c) => showSatisfiedRules || !c.satisfied);
  return (
    <Card variant="outlined" component="section" aria-label={pda.aPDA.description}>
      <CardHeader
        title={pda.aPDA.description}
        subheader={pda.aTreeNode.path}
        slotProps={{ title: { variant: 'subtitle1', component: 'h2', sx: { fontWeight: 600 } } }}
        action={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <ScorePdfButton personUuid={personUuid} pda={pda} />
            <Chip
              label={`${formatPercent(pda.percentSatisfied)}%`}
              color={pda.satisfied ? 'success' : 'error'}
              variant="outlined"
              data-testid="pda-percent"
            />
          </Stack>
        }
      />
      <CardContent sx={{ pt: 0 }}>
        {rules.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Every demand is met.
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>
                  <VisuallyHidden>Met</VisuallyHidden>
                </TableCell>
                <TableCell>Capability</TableCell>
                <TableCell align="right">Person</TableCell>
                <TableCell align="right">PDA</TableCell>
                <TableCell>Details</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rules.map((rule) => (
                <TableRow key={rule.capabilityUuid}>
                  <TableCell padding="checkbox">
                    {rule.satisfied ? (
                      <CheckCircleIcon color="success" fontSize="small" aria-label="satisfied" />
                    ) : (
                      <CancelIcon color="error" fontSize="small" aria-label="not satisfied" />
                    )}
                  </TableCell>
                  <TableCell>{rule.description}</TableCell>
                  <TableCell align="right">{formatMeasurement(rule.personValue)}</TableCell>
                  <TableCell align="right">{formatMeasurement(rule.pdaValue)}</TableCell>
                  <TableCell>{rule.details}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
}
