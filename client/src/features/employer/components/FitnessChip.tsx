import { FITNESS_LABELS, type Fitness } from '@domain/fitness';
import { Chip } from '@mui/material';

const COLOURS = { FIT: 'success', NOT_FIT: 'error', NOT_ASSESSED: 'default' } as const;

/** A person's verdict for a job, in words and colour (the words alone carry it). */
export function FitnessChip({ fitness }: { fitness: Fitness }) {
  return <Chip size="small" color={COLOURS[fitness]} label={FITNESS_LABELS[fitness]} />;
}
