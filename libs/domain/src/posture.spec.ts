import { describe, expect, it } from 'vitest';
import {
  POSTURES,
  POSTURE_THRESHOLDS_DEG,
  exceedsPostureThreshold,
  postureRowLabel,
} from './posture';

describe('posture thresholds', () => {
  it('has the seed thresholds in degrees', () => {
    expect(POSTURE_THRESHOLDS_DEG).toEqual({
      neckFlexion: 20,
      neckExtension: 20,
      neckRotation: 30,
      elbow: 90,
      wrist: 45,
      lowBackFlexion: 20,
      twist: 45,
      sideBend: 25,
    });
  });

  it('is exceeded only strictly above the threshold', () => {
    expect(exceedsPostureThreshold('neckFlexion', 20)).toBe(false);
    expect(exceedsPostureThreshold('neckFlexion', 20.1)).toBe(true);
    expect(exceedsPostureThreshold('neckRotation', 30)).toBe(false);
    expect(exceedsPostureThreshold('neckRotation', 31)).toBe(true);
    expect(exceedsPostureThreshold('elbow', 90)).toBe(false);
    expect(exceedsPostureThreshold('elbow', 90.5)).toBe(true);
    expect(exceedsPostureThreshold('sideBend', 25)).toBe(false);
    expect(exceedsPostureThreshold('sideBend', 26)).toBe(true);
  });

  it('checks every posture at and just above its threshold', () => {
    for (const posture of POSTURES) {
      const limit = POSTURE_THRESHOLDS_DEG[posture];
      expect(exceedsPostureThreshold(posture, limit)).toBe(false);
      expect(exceedsPostureThreshold(posture, limit + 0.1)).toBe(true);
    }
  });

  it('never flags a missing value', () => {
    expect(exceedsPostureThreshold('wrist', null)).toBe(false);
    expect(exceedsPostureThreshold('wrist', '')).toBe(false);
    expect(exceedsPostureThreshold('wrist', 'abc')).toBe(false);
    expect(exceedsPostureThreshold('wrist', '46')).toBe(true);
  });
});

describe('postureRowLabel', () => {
  it('builds the row label text', () => {
    expect(postureRowLabel('neckFlexion')).toBe('Neck flexion > 20°');
    expect(postureRowLabel('neckExtension')).toBe('Neck extension > 20°');
    expect(postureRowLabel('neckRotation')).toBe('Neck rotation > 30°');
    expect(postureRowLabel('elbow')).toBe('Elbow > 90°');
    expect(postureRowLabel('wrist')).toBe('Wrist > 45°');
    expect(postureRowLabel('lowBackFlexion')).toBe('Low back flexion > 20°');
    expect(postureRowLabel('twist')).toBe('Twist > 45°');
    expect(postureRowLabel('sideBend')).toBe('Side bend > 25°');
  });
});
