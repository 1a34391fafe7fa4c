import { Box, Stack, Typography } from '@mui/material';
import type { PdaDto } from '../api/pdaApi';
import type { PdaViewToggles } from '../hooks/usePdaViewToggles';
import { PdaFieldInput } from './PdaFieldInput';

/** The PDA type's fields by group; outside "show all rows" only those with a value. */
export function FieldsTab({ pda, toggles }: { pda: PdaDto; toggles: PdaViewToggles }) {
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
