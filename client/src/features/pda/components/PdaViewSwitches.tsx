import { FormControlLabel, Stack, Switch } from '@mui/material';
import type { PdaViewToggles } from '../hooks/usePdaViewToggles';

/** The switches above the tabs: edit mode, show all rows, lbs, exact values. */
export function PdaViewSwitches({ toggles }: { toggles: PdaViewToggles }) {
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
