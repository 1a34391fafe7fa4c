import { describe, expect, it } from 'vitest';
import { allowedPdaTransitions, pdaTransitionProblem } from './pda-status';

describe('PDA status transitions', () => {
  const check = (from: never, to: never, taktTime: number | null = 30, mayApprove = true) =>
    pdaTransitionProblem({ from, to, taktTime, mayApprove });

  it('allows the transitions of the design', () => {
    expect(allowedPdaTransitions('INPROGRESS')).toEqual(['COMPLETED', 'DELETED']);
    expect(allowedPdaTransitions('APPROVED')).toEqual(['INPROGRESS', 'ARCHIVED', 'DELETED']);
    expect(allowedPdaTransitions('DELETED')).toEqual(['INPROGRESS']);
    expect(check('COMPLETED' as never, 'APPROVED' as never)).toBeUndefined();
    expect(check('ARCHIVED' as never, 'INPROGRESS' as never)).toBeUndefined();
  });

  it('names the allowed targets of an illegal transition', () => {
    expect(check('INPROGRESS' as never, 'ARCHIVED' as never)).toBe(
      'A PDA cannot go from INPROGRESS to ARCHIVED; allowed: COMPLETED, DELETED',
    );
  });

  it('needs a takt time above zero to complete', () => {
    expect(check('INPROGRESS' as never, 'COMPLETED' as never, null)).toBe(
      'A PDA needs a takt time greater than zero to be COMPLETED',
    );
    expect(check('INPROGRESS' as never, 'COMPLETED' as never, 0)).toBeDefined();
    expect(check('INPROGRESS' as never, 'COMPLETED' as never, 0.5)).toBeUndefined();
  });

  it('lets only premise staff approve', () => {
    expect(check('COMPLETED' as never, 'APPROVED' as never, 30, false)).toBe(
      'Only premise staff of the client may approve a PDA',
    );
  });
});
