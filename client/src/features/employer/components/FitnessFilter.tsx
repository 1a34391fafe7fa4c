import { FITNESS_LABELS, FITNESS_VERDICTS, type Fitness } from '@domain/fitness';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';

// Unchosen buttons keep the text colour (the grey default fails contrast on the page's
// background); the chosen one is marked by its shade and aria-pressed.
const BUTTON = { minHeight: 44, color: 'text.primary' } as const;

/** Everyone, or only the people with one verdict; wraps on a phone, 44 px touch targets. */
export function FitnessFilter({
  value,
  onChange,
}: {
  value: Fitness | 'ALL';
  onChange: (value: Fitness | 'ALL') => void;
}) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      aria-label="Show"
      value={value}
      onChange={(_, chosen: Fitness | 'ALL' | null) => chosen && onChange(chosen)}
      sx={{ flexWrap: 'wrap' }}
    >
      <ToggleButton value="ALL" sx={BUTTON}>
        Everyone
      </ToggleButton>
      {FITNESS_VERDICTS.map((v) => (
        <ToggleButton key={v} value={v} sx={BUTTON}>
          {FITNESS_LABELS[v]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
