import { Box, Grid, Stack, Typography } from '@mui/material';
import { fieldSpan, useGridColumns } from '@client/hooks/useGridColumns';
import type { PdaDto } from '../api/pdaApi';
import { formatOf } from '../hooks/usePdaFieldEditor';
import type { PdaViewToggles } from '../hooks/usePdaViewToggles';
import { PdaFieldInput } from './PdaFieldInput';

/** The PDA type's fields by group; outside "show all rows" only those with a value. */
export function FieldsTab({ pda, toggles }: { pda: PdaDto; toggles: PdaViewToggles }) {
  const columns = useGridColumns();
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
          {/* The seed's layout grid: 6, 8, 12 or 14 columns by width; text areas take a row. */}
          <Grid container columns={columns} spacing={2} data-columns={columns}>
            {typeFields.map((typeField) => (
              <Grid
                key={typeField.pdaTypeFieldUuid}
                size={fieldSpan(columns, formatOf(typeField) === 'text')}
              >
                <PdaFieldInput
                  pdaUuid={pda.pdaUuid}
                  typeField={typeField}
                  field={values.get(typeField.pdaTypeFieldUuid)}
                  editing={toggles.editing}
                />
              </Grid>
            ))}
          </Grid>
        </Box>
      ))}
    </Stack>
  );
}
