import { formatMeasurement, formatPercent } from '@domain/format';
import CancelIcon from '@mui/icons-material/Cancel';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import {
  Card,
  CardContent,
  CardHeader,
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { PersonPdaDto } from '../api/reasonsApi';
import { VisuallyHidden } from '@client/components/VisuallyHidden';

/** One PDA: its percent of demands met and the capability rows shown. */
export function PdaReasons({
  pda,
  showSatisfiedRules,
}: {
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
          <Chip
            label={`${formatPercent(pda.percentSatisfied)}%`}
            color={pda.satisfied ? 'success' : 'error'}
            variant="outlined"
            data-testid="pda-percent"
          />
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
