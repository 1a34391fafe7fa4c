// The candidate page's pure parts: where a job application stands on the stage bar, and the
// placement profile fields of one application (seed 001 sections 2, 3 and 5).
import { HR_STAGE_BAR, hrFinalStep, hrStageBarSteps } from '@domain/hr-stages';
import { PERSON_META_PREFIXES } from '@domain/people';
import type { WorkdayJobApplicationDto } from './api/personApi';

const words = (s: string) =>
  s
    .toUpperCase()
    .replace(/[_\s]+/g, ' ')
    .trim();

/** The stage bar of an application: the seed's steps, then the last one its state gives. */
export function stageSteps(
  app: Pick<WorkdayJobApplicationDto, 'disposition' | 'recruitingStageId'>,
) {
  return hrStageBarSteps(app.disposition || app.recruitingStageId);
}

/**
 * Which step is active: a final disposition (rejected, declined, hired) is the last step;
 * otherwise the step the HR stage names (BACKGROUND_CHECK is BACKGROUND, REFERENCE_CHECK the
 * hiring pool); a stage past the bar (READY_FOR_HIRE) is the last step too.
 */
export function activeStep(
  app: Pick<WorkdayJobApplicationDto, 'disposition' | 'recruitingStageId'>,
): number {
  const last = HR_STAGE_BAR.length;
  if (app.disposition && hrFinalStep(app.disposition) !== 'DISPOSITION') return last;
  const stage = words(app.recruitingStageId);
  const first = stage.split(' ')[0];
  const index = HR_STAGE_BAR.findIndex((step) => step === stage || words(step).includes(first));
  return index >= 0 ? index : last;
}

/** The metadata fields of one application's placement profile (_{wID}). */
export function profileFields(wid: string) {
  const p = PERSON_META_PREFIXES;
  return {
    availabilityDate: `${p.availabilityDate}${wid}`,
    daysNotice: `${p.daysNotice}${wid}`,
    firstShift: `${p.firstShift}${wid}`,
    secondShift: `${p.secondShift}${wid}`,
    nepotism: `${p.nepotism}${wid}`,
  };
}
