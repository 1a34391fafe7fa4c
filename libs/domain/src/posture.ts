// Degrees beyond which a posture counts as awkward; rows are labelled with these.
export const POSTURE_THRESHOLDS_DEG = {
  neckFlexion: 20,
  neckExtension: 20,
  neckRotation: 30,
  elbow: 90,
  wrist: 45,
  lowBackFlexion: 20,
  twist: 45,
  sideBend: 25,
} as const;
