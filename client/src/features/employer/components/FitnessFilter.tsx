import { FITNESS_LABELS, FITNESS_VERDICTS, type Fitness } from '@domain/fitness';
import { ToggleButton, ToggleButtonGroup } from '@mui/material';

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
      <ToggleButton value="ALL" sx={{ minHeight: 44 }}>
        Everyone
      </ToggleButton>
      {FITNESS_VERDICTS.map((v) => (
        <ToggleButton key={v} value={v} sx={{ minHeight: 44 }}>
          {FITNESS_LABELS[v]}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
