import { describe, expect, it } from 'vitest';
import { activeStep, profileFields, stageSteps } from './candidate';

const app = (recruitingStageId: string, disposition = '') => ({ recruitingStageId, disposition });

describe('the stage bar', () => {
  it('lights the step the HR stage names', () => {
    expect(activeStep(app('REVIEW'))).toBe(0);
    expect(activeStep(app('ASSESSMENT'))).toBe(2);
    expect(activeStep(app('BACKGROUND_CHECK'))).toBe(4);
    expect(activeStep(app('REFERENCE_CHECK'))).toBe(5);
    expect(activeStep(app('OFFER'))).toBe(6);
  });

  it('ends in the disposition, or DISPOSITION past the bar', () => {
    expect(stageSteps(app('SCREEN', 'Rejected')).at(-1)).toBe('REJECTED');
    expect(activeStep(app('SCREEN', 'Rejected'))).toBe(7);
    expect(stageSteps(app('READY_FOR_HIRE')).at(-1)).toBe('DISPOSITION');
    expect(activeStep(app('READY_FOR_HIRE'))).toBe(7);
    expect(stageSteps(app('OFFER'))).toHaveLength(8);
  });
});

describe('profileFields', () => {
  it('names the metadata of one job application', () => {
    expect(profileFields('w1')).toEqual({
      availabilityDate: 'availability_date_w1',
      daysNotice: 'days_notice_requested_w1',
      firstShift: 'first_shift_preference_w1',
      secondShift: 'second_shift_preference_w1',
      nepotism: 'nepotism_w1',
    });
  });
});
