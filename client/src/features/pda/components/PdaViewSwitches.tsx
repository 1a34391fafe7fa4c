import { FormControlLabel, Stack, Switch } from '@mui/material';
import type { PdaViewToggles } from '../hooks/usePdaViewToggles';

/**
 * The switches above the tabs: edit mode (only for those who may change this PDA: a reader or
 * a read-only type gets no edit control at all), show all rows, lbs, exact values.
 */
export function PdaViewSwitches({ toggles }: { toggles: PdaViewToggles }) {
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 1 }}>
      {toggles.editAllowed && (
        <FormControlLabel
          label="Edit mode"
          control={
            <Switch
              checked={toggles.editing}
              onChange={(event) => toggles.setEditing(event.target.checked)}
            />
          }
        />
      )}
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
