import { judgeDemand } from '@domain/match-engine';
import { demandSatisfied } from '@domain/match-sets';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES } from './pda-catalogue';

/**
 * Every capability of the catalogue with a clear case: a person's value, a job's demand and
 * the verdict anyone would give. The direction, unit and words of each capability must give
 * that verdict (issue 30: heat tolerated was seeded AT_MOST and judged backwards). A new
 * capability fails here until it has its row.
 */
const CLEAR_CASES: Record<string, [person: string, demand: string, fits: boolean][]> = {
  LIFT_FLOOR_WAIST: [
    ['30', '20', true],
    ['15', '20', false],
  ],
  LIFT_WAIST_SHOULDER: [
    ['25', '20', true],
    ['10', '20', false],
  ],
  LIFT_OVERHEAD: [
    ['12', '10', true],
    ['5', '10', false],
  ],
  CARRY: [
    ['30', '20', true],
    ['10', '20', false],
  ],
  PUSH: [
    ['40', '30', true],
    ['20', '30', false],
  ],
  PULL: [
    ['40', '30', true],
    ['20', '30', false],
  ],
  GRIP_LEFT: [
    ['45', '30', true],
    ['20', '30', false],
  ],
  GRIP_RIGHT: [
    ['45', '30', true],
    ['20', '30', false],
  ],
  PINCH: [
    ['8', '5', true],
    ['3', '5', false],
  ],
  // Ranges of motion: a person who bends further than the job needs fits it.
  NECK_FLEXION: [
    ['45', '36', true],
    ['20', '36', false],
  ],
  NECK_EXTENSION: [
    ['40', '30', true],
    ['10', '30', false],
  ],
  NECK_ROTATION: [
    ['70', '60', true],
    ['30', '60', false],
  ],
  ELBOW_FLEXION: [
    ['140', '120', true],
    ['90', '120', false],
  ],
  WRIST_FLEXION: [
    ['60', '45', true],
    ['30', '45', false],
  ],
  LOW_BACK_FLEXION: [
    ['80', '60', true],
    ['40', '60', false],
  ],
  TRUNK_TWIST: [
    ['60', '45', true],
    ['20', '45', false],
  ],
  SIDE_BEND: [
    ['35', '25', true],
    ['10', '25', false],
  ],
  REACH_HEIGHT: [
    ['76', '70', true],
    ['64', '70', false],
  ],
  // Share of the cycle a person can keep the posture against the share the job needs.
  KNEEL: [
    ['50', '20', true],
    ['10', '20', false],
  ],
  SQUAT: [
    ['50', '20', true],
    ['10', '20', false],
  ],
  STAND: [
    ['100', '90', true],
    ['60', '90', false],
  ],
  // Tolerates up to 35 degrees: fits a 23-degree job; one who tolerates 15 does not.
  AMBIENT_HEAT: [
    ['35', '23', true],
    ['15', '23', false],
  ],
  BODY_POSITION: [
    ['Standing', 'Standing', true],
    ['Seated', 'Standing', false],
  ],
  DOMINANT_SIDE: [
    ['RIGHT', 'RIGHT', true],
    ['LEFT', 'RIGHT', false],
    ['LEFT', 'EITHER', true],
    ['BOTH', 'LEFT', true],
  ],
  // "Needed: true" asks for it; "false" means not needed, not that people must lack it.
  COLOR_VISION: [
    ['true', 'true', true],
    ['false', 'true', false],
    ['true', 'false', true],
  ],
  // Text and grouping types describe the job; nobody is excluded by them.
  PPE: [['', 'Safety glasses', true]],
  NOTES: [['', 'Works near a press', true]],
};

describe('the capability catalogue: each capability judges a clear case the plain way', () => {
  it('has a clear case for every capability, and none for one that is gone', () => {
    expect(Object.keys(CLEAR_CASES).sort()).toEqual(CAPABILITIES.map((c) => c.code).sort());
  });

  for (const capability of CAPABILITIES) {
    for (const [person, demand, fits] of CLEAR_CASES[capability.code] ?? []) {
      it(`${capability.description}: ${person || '(none)'} against ${demand} ${fits ? 'fits' : 'does not fit'}`, () => {
        const units = capability.units ?? '';
        expect(judgeDemand(capability.direction, person, demand, units).satisfied).toBe(fits);
        // The columnar rule of the recompute and the what-if gives the same verdict.
        expect(demandSatisfied(capability.direction, person, demand)).toBe(fits);
      });
    }
  }

  it('measures strengths in kg, ranges of motion in degrees and shares in percent', () => {
    const unitsOf = new Map(CAPABILITIES.map((c) => [c.code, c.units]));
    for (const code of ['LIFT_FLOOR_WAIST', 'PUSH', 'GRIP_LEFT', 'PINCH'])
      expect(unitsOf.get(code)).toBe('KG');
    for (const code of ['NECK_FLEXION', 'TRUNK_TWIST', 'AMBIENT_HEAT'])
      expect(unitsOf.get(code)).toBe('DEGREES');
    for (const code of ['KNEEL', 'SQUAT', 'STAND']) expect(unitsOf.get(code)).toBe('PERCENT');
    expect(unitsOf.get('REACH_HEIGHT')).toBe('INCHES');
  });
});
