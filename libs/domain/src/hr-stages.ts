// The candidate page's stage bar, in order; a last step follows (see hrFinalStep).
export const HR_STAGE_BAR = [
  'REVIEW',
  'SCREEN',
  'ASSESSMENT',
  'INTERVIEW',
  'BACKGROUND',
  'HIRING POOL (REFERENCE)',
  'OFFER',
] as const;
export type HrStage = (typeof HR_STAGE_BAR)[number];

export const HR_FINAL_STEPS = ['REJECTED', 'DECLINED', 'HIRED', 'OFFER'] as const;
export const HR_FALLBACK_FINAL_STEP = 'DISPOSITION';
export type HrFinalStep = (typeof HR_FINAL_STEPS)[number] | typeof HR_FALLBACK_FINAL_STEP;

// The HR system reports stage and disposition names in varying case and spacing.
export function hrFinalStep(stageOrDisposition: string | null | undefined): HrFinalStep {
  const name = (stageOrDisposition ?? '').trim().toUpperCase();
  const known = HR_FINAL_STEPS.find((step) => step === name);
  return known ?? HR_FALLBACK_FINAL_STEP;
}

export function hrStageBarSteps(
  stageOrDisposition: string | null | undefined,
): readonly (HrStage | HrFinalStep)[] {
  return [...HR_STAGE_BAR, hrFinalStep(stageOrDisposition)];
}
