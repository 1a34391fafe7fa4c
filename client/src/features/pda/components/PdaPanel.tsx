import { PDA_TABS, type PdaTab } from '@domain/labels';
import { HistoryList } from '@client/features/history';
import { UNKNOWN_CAPABILITY } from '@domain/messages';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControlLabel,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  Tab,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tabs,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import {
  useGetPdaQuery,
  useListCapabilitiesQuery,
  type CapabilityDto,
  type PdaDto,
} from '../api/pdaApi';
import { usePdfDownload } from '@client/hooks/usePdfDownload';
import { usePdaViewToggles, type PdaViewToggles } from '../hooks/usePdaViewToggles';
import { pdaPdfUrl } from '@client/api/links';
import { formatRepsPerHour } from '../utils/pdaView';
import { demandText } from '../utils/demands';
import { PdaDemandInput } from './PdaDemandInput';
import { PdaFieldInput } from './PdaFieldInput';
import { ElementsTab, ObjectsTab, ToolsTab } from './PdaRowTabs';
import { PdaStatusSelect } from './PdaStatusSelect';

/** The seed's six tabs, then who changed what (the audit trail, issue 23). */
const TABS = [...PDA_TABS, 'History'] as const;
type Tab = PdaTab | 'History';

type PdaPanelProps = {
  pdaUuid: string;
  canWrite: boolean;
  /** The Attachments tab: the files of the PDA's node, as the node page shows them. */
  attachments: ReactNode;
};

function SummaryTab({ pda, toggles }: { pda: PdaDto; toggles: PdaViewToggles }) {
  const capabilities = useListCapabilitiesQuery();
  const byUuid = new Map(capabilities.data?.map((c) => [c.capabilityUuid, c]));
  const demands = toggles.showAll
    ? pda.collPDADemands
    : pda.collPDADemands.filter((d) => d.value !== '' && d.value !== '0');
  return (
    <Stack spacing={2}>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Type
        </Typography>
        <Typography component="dd" sx={{ m: 0 }}>
          {pda.aPDAType.description}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Variations
        </Typography>
        <Box component="dd" sx={{ m: 0, display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          {pda.collPDAVariations.map((v) => (
            <Chip key={v.aVariation.variationUuid} size="small" label={v.aVariation.description} />
          ))}
        </Box>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Takt time
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="takt-time">
          {pda.taktTime === null ? '' : `${pda.taktTime} s`}
        </Typography>
        <Typography component="dt" sx={{ fontWeight: 600 }}>
          Cycles per hour
        </Typography>
        <Typography component="dd" sx={{ m: 0 }} data-testid="reps-per-hour">
          {formatRepsPerHour(1, pda.taktTime)}
        </Typography>
      </Box>
      {toggles.editing ? (
        <DemandEditors pda={pda} toggles={toggles} capabilities={capabilities.data ?? []} />
      ) : (
        demands.length > 0 && (
          <Table size="small" aria-label="Demands">
            <TableHead>
              <TableRow>
                <TableCell>Capability</TableCell>
                <TableCell>Demand</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {demands.map((demand) => {
                const capability = byUuid.get(demand.capabilityUuid);
                return (
                  <TableRow key={demand.capabilityUuid}>
                    <TableCell>{capability?.description ?? UNKNOWN_CAPABILITY}</TableCell>
                    <TableCell>
                      {demandText(capability, demand.value, toggles.exact, toggles.lbs)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        )
      )}
    </Stack>
  );
}

/** Edit mode: every capability of the catalogue, each with the input its type calls for. */
function DemandEditors({
  pda,
  toggles,
  capabilities,
}: {
  pda: PdaDto;
  toggles: PdaViewToggles;
  capabilities: CapabilityDto[];
}) {
  const byCapability = new Map(pda.collPDADemands.map((d) => [d.capabilityUuid, d]));
  const known = new Set(capabilities.map((c) => c.capabilityUuid));
  const unknown = pda.collPDADemands.filter((d) => !known.has(d.capabilityUuid));
  return (
    <Box
      role="group"
      aria-label="Demands"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 2 }}
    >
      {capabilities.map((capability) => (
        <PdaDemandInput
          key={capability.capabilityUuid}
          pdaUuid={pda.pdaUuid}
          capability={capability}
          demand={byCapability.get(capability.capabilityUuid)}
          lbs={toggles.lbs}
          exact={toggles.exact}
        />
      ))}
      {unknown.map((demand) => (
        <Typography key={demand.capabilityUuid} color="text.secondary">
          {UNKNOWN_CAPABILITY}: {demand.value}
        </Typography>
      ))}
    </Box>
  );
}

function FieldsTab({ pda, toggles }: { pda: PdaDto; toggles: PdaViewToggles }) {
  const values = new Map(pda.collPDAFields.map((f) => [f.pdaTypeFieldUuid, f]));
  const groups = new Map<string, typeof pda.aPDAType.collPDATypeFields>();
  const sorted = [...pda.aPDAType.collPDATypeFields].sort(
    (a, b) => a.fieldGroupOrdinal - b.fieldGroupOrdinal,
  );
  for (const typeField of sorted) {
    const value = values.get(typeField.pdaTypeFieldUuid)?.stringValue ?? '';
    if (!toggles.showAll && value === '') continue;
    groups.set(typeField.fieldGroup, [...(groups.get(typeField.fieldGroup) ?? []), typeField]);
  }
  if (groups.size === 0) {
    return (
      <Typography color="text.secondary">
        No field has a value; show all rows to see them.
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {[...groups.entries()].map(([group, typeFields]) => (
        <Box component="fieldset" key={group} sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {group}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {typeFields.map((typeField) => (
              <PdaFieldInput
                key={typeField.pdaTypeFieldUuid}
                pdaUuid={pda.pdaUuid}
                typeField={typeField}
                field={values.get(typeField.pdaTypeFieldUuid)}
                editing={toggles.editing}
              />
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function Toggles({ toggles }: { toggles: PdaViewToggles }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
      <FormControlLabel
        label="Edit mode"
        control={
          <Switch
            checked={toggles.editing}
            disabled={!toggles.editAllowed}
            onChange={(event) => toggles.setEditing(event.target.checked)}
          />
        }
      />
      <FormControlLabel
        label="Show all rows"
        control={
          <Switch
            checked={toggles.showAll}
            disabled={toggles.editing}
            onChange={(event) => toggles.setShowAll(event.target.checked)}
          />
        }
      />
      <FormControlLabel
        label="lbs"
        control={
          <Switch
            checked={toggles.lbs}
            onChange={(event) => toggles.setLbs(event.target.checked)}
          />
        }
      />
      <FormControlLabel
        label="Exact values"
        control={
          <Switch
            checked={toggles.exact}
            onChange={(event) => toggles.setExact(event.target.checked)}
          />
        }
      />
    </Stack>
  );
}

function PdaDetails({ pda, canWrite, attachments }: PdaPanelProps & { pda: PdaDto }) {
  const toggles = usePdaViewToggles(pda.aPDAType.editable && canWrite);
  const [tab, setTab] = useState<Tab>('Summary');
  const pdf = usePdfDownload();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={`PDA ${pda.description}`}
      sx={{ p: 2 }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 2 }}
        >
          <Typography variant="h5" component="h2">
            {pda.description}
          </Typography>
          <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
            <PdaStatusSelect pda={pda} canWrite={canWrite} />
            <Button
              variant="outlined"
              startIcon={
                pdf.generating ? (
                  <AccessTimeIcon data-testid="pdf-generating" titleAccess="Generating" />
                ) : (
                  <PictureAsPdfIcon />
                )
              }
              aria-busy={pdf.generating}
              disabled={pdf.generating}
              onClick={() => void pdf.download(pdaPdfUrl(pda.pdaUuid), `${pda.description}.pdf`)}
            >
              PDA PDF
            </Button>
          </Stack>
        </Stack>
        {pdf.error && (
          <Alert severity="error" onClose={pdf.dismissError}>
            {pdf.error}
          </Alert>
        )}
        <Toggles toggles={toggles} />
        <Tabs
          value={tab}
          onChange={(_event, next: Tab) => setTab(next)}
          variant="scrollable"
          aria-label="PDA tabs"
        >
          {TABS.map((name) => (
            <Tab key={name} value={name} label={name} />
          ))}
        </Tabs>
        <Box role="tabpanel" aria-label={tab}>
          {tab === 'Summary' && <SummaryTab pda={pda} toggles={toggles} />}
          {tab === 'Elements' && <ElementsTab pda={pda} toggles={toggles} />}
          {tab === 'Attachments' && attachments}
          {tab === 'Tools' && <ToolsTab pda={pda} toggles={toggles} />}
          {tab === 'Objects' && <ObjectsTab pda={pda} toggles={toggles} />}
          {tab === 'Fields' && <FieldsTab pda={pda} toggles={toggles} />}
          {tab === 'History' && <HistoryList kind="pda" id={pda.pdaUuid} />}
        </Box>
      </Stack>
    </Paper>
  );
}

/** The PDA chosen by the URL hash, with its toggles, status and tabs. */
export function PdaPanel(props: PdaPanelProps) {
  const pda = useGetPdaQuery({ id: props.pdaUuid });
  if (pda.isLoading) return <LinearProgress aria-label="Loading the PDA" />;
  if (pda.isError || !pda.data) {
    return (
      <Alert severity="error">The PDA could not be loaded: {queryErrorMessage(pda.error)}</Alert>
    );
  }
  return <PdaDetails key={pda.data.pdaUuid} {...props} pda={pda.data} />;
}
