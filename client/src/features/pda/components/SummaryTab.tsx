import { UNKNOWN_CAPABILITY } from '@domain/messages';
import { Box, Chip, Grid, Stack, Typography } from '@mui/material';
import { fieldSpan, useGridColumns } from '@client/hooks/useGridColumns';
import { useListCapabilitiesQuery, type CapabilityDto, type PdaDto } from '../api/pdaApi';
import type { PdaViewToggles } from '../hooks/usePdaViewToggles';
import { formatRepsPerHour } from '../utils/pdaView';
import { WhatIfPanel } from '../whatIf/WhatIfPanel';
import { PdaDemandInput } from './PdaDemandInput';
import { PdaSumsTable } from './PdaSums';

/** The PDA's type, variations and takt time, then its demands (every capability when editing). */
export function SummaryTab({ pda, toggles }: { pda: PdaDto; toggles: PdaViewToggles }) {
  const capabilities = useListCapabilitiesQuery();
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
      {toggles.editing && <WhatIfPanel pdaUuid={pda.pdaUuid} savedKey={String(pda.version)} />}
      {toggles.editing && (
        <DemandEditors pda={pda} toggles={toggles} capabilities={capabilities.data ?? []} />
      )}
      {/* Each demand once (issue 32): the table is the PDA's values unless the inputs are. */}
      <Typography variant="h6" component="h3">
        {toggles.editing ? 'Highest demands at this node' : 'Demands'}
      </Typography>
      <PdaSumsTable
        pdaUuid={pda.pdaUuid}
        nodeUuid={pda.nodeUuid}
        units={toggles}
        showOwn={!toggles.editing}
        showAll={toggles.showAll}
      />
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
  const columns = useGridColumns();
  return (
    <Grid container role="group" aria-label="Demands" columns={columns} spacing={2}>
      {capabilities.map((capability) => (
        <Grid key={capability.capabilityUuid} size={fieldSpan(columns)}>
          <PdaDemandInput
            pdaUuid={pda.pdaUuid}
            capability={capability}
            demand={byCapability.get(capability.capabilityUuid)}
            lbs={toggles.lbs}
            exact={toggles.exact}
          />
        </Grid>
      ))}
      {unknown.map((demand) => (
        <Grid key={demand.capabilityUuid} size={fieldSpan(columns)}>
          <Typography color="text.secondary">
            {UNKNOWN_CAPABILITY}: {demand.value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
