import { describe, expect, it } from 'vitest';
import { POSTURE_THRESHOLDS_DEG } from './posture';

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
});
