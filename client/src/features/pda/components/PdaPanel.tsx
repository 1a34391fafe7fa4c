import { PDA_TABS, type PdaTab } from '@domain/labels';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Alert, Box, Button, LinearProgress, Paper, Stack, Tab, Tabs } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { queryErrorMessage } from '@client/api/describeQueryError';
import { pdaPdfUrl } from '@client/api/links';
import { HistoryList } from '@client/features/history';
import { usePdfDownload } from '@client/hooks/usePdfDownload';
import { useUrlView } from '@client/hooks/useUrlView';
import { useGetPdaQuery, type PdaDto } from '../api/pdaApi';
import { usePdaViewToggles } from '../hooks/usePdaViewToggles';
import { ElementsTab } from './ElementsTab';
import { FieldsTab } from './FieldsTab';
import { ObjectsTab } from './ObjectsTab';
import { PdaDescription } from './PdaDescription';
import { PdaStatusSelect } from './PdaStatusSelect';
import { PdaViewSwitches } from './PdaViewSwitches';
import { SummaryTab } from './SummaryTab';
import { ToolsTab } from './ToolsTab';

/** The seed's six tabs, then who changed what (the audit trail, issue 23). */
const TABS = [...PDA_TABS, 'History'] as const;
type Tab = PdaTab | 'History';

type PdaPanelProps = {
  pdaUuid: string;
  canWrite: boolean;
  /** The Attachments tab: the files of the PDA's node, as the node page shows them. */
  attachments: ReactNode;
};

function PdaDetails({ pda, canWrite, attachments }: PdaPanelProps & { pda: PdaDto }) {
  // A PDA of a read-only type offers no edit or status controls: the server refuses them.
  const writable = pda.aPDAType.editable && canWrite;
  const toggles = usePdaViewToggles(writable);
  // The tab is in the URL (?tab=Elements): reload, Back and a shared link reopen it.
  const view = useUrlView();
  const asked = view.read('tab') as Tab;
  const tab: Tab = TABS.includes(asked) ? asked : 'Summary';
  const setTab = (next: Tab) => view.change({ tab: next === 'Summary' ? null : next });
  const pdf = usePdfDownload();
  const panel = useRef<HTMLElement>(null);
  // Opened below the node's contents, the panel comes into view, once per PDA (issue 32).
  useEffect(() => {
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    panel.current?.scrollIntoView?.({ block: 'start', behavior: still ? 'auto' : 'smooth' });
  }, []);
  return (
    <Paper
      ref={panel}
      variant="outlined"
      component="section"
      aria-label={`PDA ${pda.description}`}
      sx={{ p: 2, scrollMarginTop: (theme) => theme.spacing(10) }}
    >
      <Stack spacing={2}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' }, gap: 2 }}
        >
          <PdaDescription pda={pda} canWrite={writable} />
          <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start' }}>
            <PdaStatusSelect pda={pda} canWrite={writable} />
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
        <PdaViewSwitches toggles={toggles} />
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
