import type { PdaStatus } from '../status';

/** decision 0004, "PDA status". Any status may go to DELETED; DELETED restores to INPROGRESS. */
const TRANSITIONS: Record<PdaStatus, PdaStatus[]> = {
  INPROGRESS: ['COMPLETED', 'DELETED'],
  COMPLETED: ['INPROGRESS', 'APPROVED', 'DELETED'],
  APPROVED: ['INPROGRESS', 'ARCHIVED', 'DELETED'],
  ARCHIVED: ['INPROGRESS', 'DELETED'],
  DELETED: ['INPROGRESS'],
};

export function allowedPdaTransitions(from: PdaStatus): PdaStatus[] {
  return TRANSITIONS[from];
}

export interface TransitionCheck {
  from: PdaStatus;
  to: PdaStatus;
  taktTime: number | null;
  /** premise:admin, system:dev or premise:{client}: may approve. */
  mayApprove: boolean;
}

/** Undefined when allowed, otherwise the reason in words. */
export function pdaTransitionProblem({
  from,
  to,
  taktTime,
  mayApprove,
}: TransitionCheck): string | undefined {
  if (!TRANSITIONS[from].includes(to)) {
    return `A PDA cannot go from ${from} to ${to}; allowed: ${TRANSITIONS[from].join(', ')}`;
  }
  if (to === 'COMPLETED' && !(taktTime !== null && taktTime > 0)) {
    return 'A PDA needs a takt time greater than zero to be COMPLETED';
  }
  if (from === 'COMPLETED' && to === 'APPROVED' && !mayApprove) {
    return 'Only premise staff of the client may approve a PDA';
  }
  return undefined;
}
