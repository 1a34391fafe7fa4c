import type { PdaFieldFormat } from '@domain/pda/pda-field-formats';
import { LEGACY_FIELD_FORMATS } from '@domain/pda/pda-field-formats';
import { POSTURE_THRESHOLDS_DEG } from '@domain/posture';

type Direction = 'AT_LEAST' | 'AT_MOST' | 'EQUALS' | 'NONE';

export interface CapabilitySeed {
  code: string;
  type: string;
  units: string | null;
  min: number | null;
  max: number | null;
  description: string;
  direction: Direction;
  scale?: 'strength' | 'frequency';
}

const kg = (code: string, description: string, max: number): CapabilitySeed => ({
  code,
  type: 'RANGE_UNITS',
  units: 'KG',
  min: 0,
  max,
  description,
  direction: 'AT_LEAST',
  scale: 'strength',
});
const deg = (code: string, description: string, max: number): CapabilitySeed => ({
  code,
  type: 'RANGE_UNITS',
  units: 'DEGREES',
  min: 0,
  max,
  description,
  direction: 'AT_LEAST',
});
const pct = (code: string, description: string): CapabilitySeed => ({
  code,
  type: 'RANGE_UNITS',
  units: 'PERCENT',
  min: 0,
  max: 100,
  description,
  direction: 'AT_LEAST',
  scale: 'frequency',
});

/** The capability catalogue: strengths in kg, ranges of motion with the seed's posture thresholds. */
export const CAPABILITIES: CapabilitySeed[] = [
  kg('LIFT_FLOOR_WAIST', 'Lift floor to waist', 50),
  kg('LIFT_WAIST_SHOULDER', 'Lift waist to shoulder', 40),
  kg('LIFT_OVERHEAD', 'Lift above shoulder', 25),
  kg('CARRY', 'Carry', 40),
  kg('PUSH', 'Push force', 60),
  kg('PULL', 'Pull force', 60),
  kg('GRIP_LEFT', 'Grip strength, left', 70),
  kg('GRIP_RIGHT', 'Grip strength, right', 70),
  kg('PINCH', 'Pinch strength', 15),
  deg('NECK_FLEXION', `Neck flexion (over ${POSTURE_THRESHOLDS_DEG.neckFlexion}°)`, 60),
  deg('NECK_EXTENSION', `Neck extension (over ${POSTURE_THRESHOLDS_DEG.neckExtension}°)`, 60),
  deg('NECK_ROTATION', `Neck rotation (over ${POSTURE_THRESHOLDS_DEG.neckRotation}°)`, 80),
  deg('ELBOW_FLEXION', `Elbow flexion (over ${POSTURE_THRESHOLDS_DEG.elbow}°)`, 150),
  deg('WRIST_FLEXION', `Wrist flexion (over ${POSTURE_THRESHOLDS_DEG.wrist}°)`, 80),
  deg('LOW_BACK_FLEXION', `Low back flexion (over ${POSTURE_THRESHOLDS_DEG.lowBackFlexion}°)`, 90),
  deg('TRUNK_TWIST', `Trunk twist (over ${POSTURE_THRESHOLDS_DEG.twist}°)`, 90),
  deg('SIDE_BEND', `Side bend (over ${POSTURE_THRESHOLDS_DEG.sideBend}°)`, 45),
  {
    code: 'REACH_HEIGHT',
    type: 'RANGE_UNITS',
    units: 'INCHES',
    min: 20,
    max: 84,
    description: 'Highest reach',
    direction: 'AT_LEAST',
  },
  pct('KNEEL', 'Kneeling, share of the cycle'),
  pct('SQUAT', 'Squatting, share of the cycle'),
  pct('STAND', 'Standing, share of the cycle'),
  {
    code: 'AMBIENT_HEAT',
    type: 'RANGE_UNITS',
    units: 'DEGREES',
    min: 10,
    max: 45,
    description: 'Ambient temperature tolerated',
    // The person tolerates up to their value: they meet a job at or below it.
    direction: 'AT_LEAST',
  },
  {
    code: 'BODY_POSITION',
    type: 'BODY_POSITION',
    units: null,
    min: null,
    max: null,
    description: 'Body position',
    direction: 'EQUALS',
  },
  {
    code: 'DOMINANT_SIDE',
    type: 'SIDE',
    units: null,
    min: null,
    max: null,
    description: 'Hand used',
    direction: 'EQUALS',
  },
  {
    code: 'COLOR_VISION',
    type: 'BOOLEAN',
    units: null,
    min: null,
    max: null,
    description: 'Colour vision needed',
    direction: 'EQUALS',
  },
  {
    code: 'PPE',
    type: 'PPE',
    units: null,
    min: null,
    max: null,
    description: 'Protective equipment',
    direction: 'NONE',
  },
  {
    code: 'NOTES',
    type: 'TEXTAREA',
    units: null,
    min: null,
    max: null,
    description: 'Notes',
    direction: 'NONE',
  },
];

export const SCALES = {
  strength: [
    { word: 'Light', value: 5, min: 0, max: 10 },
    { word: 'Medium', value: 15, min: 10, max: 20 },
    { word: 'Heavy', value: 30, min: 20, max: 40 },
    { word: 'Very heavy', value: 45, min: 40, max: null },
  ],
  // The seed's non-exertional frequency key, in percent of the process.
  frequency: [
    { word: 'Occasional', value: 20, min: 1, max: 33 },
    { word: 'Frequent', value: 50, min: 34, max: 66 },
    { word: 'Constant', value: 85, min: 67, max: 100 },
  ],
};

export interface TypeFieldSeed {
  code: string;
  description: string;
  group: string;
  format: PdaFieldFormat;
}

export const STANDARD_TYPE_FIELDS: TypeFieldSeed[] = [
  { code: 'TAKT_TIME', description: 'Takt time (seconds)', group: 'Cycle', format: 'number' },
  { code: 'CYCLES_PER_SHIFT', description: 'Cycles per shift', group: 'Cycle', format: 'int' },
  { code: 'MAX_WEIGHT', description: 'Heaviest part', group: 'Materials', format: 'pounds' },
  {
    code: 'WORK_HEIGHT',
    description: 'Work surface height',
    group: 'Workstation',
    format: 'inches',
  },
  { code: 'KNEELING', description: 'Kneeling', group: 'Posture', format: 'frequency' },
  {
    code: 'OVERHEAD_WORK',
    description: 'Overhead work',
    group: 'Posture',
    format: 'frequency-plus',
  },
  {
    code: 'LADDER',
    description: 'Ladder or step use',
    group: 'Posture',
    format: 'constant-rarely',
  },
  {
    code: 'GLOVES',
    description: 'Gloves required',
    group: 'Protective equipment',
    format: 'yes-no',
  },
  { code: 'RESERVED', description: 'Reserved', group: 'Other', format: 'blank' },
  { code: 'COMMENTS', description: 'Comments', group: 'Other', format: 'text' },
];

export const LEGACY_TYPE_FIELDS: TypeFieldSeed[] = Object.entries(LEGACY_FIELD_FORMATS).map(
  ([code, format]) => ({
    code,
    description: code
      .toLowerCase()
      .replace(/_/g, ' ')
      .replace(/^./, (c) => c.toUpperCase()),
    group: 'Legacy',
    format,
  }),
);

export const VARIATIONS = [
  { description: 'Left-hand drive', shortDescription: 'LHD' },
  { description: 'Right-hand drive', shortDescription: 'RHD' },
  { description: 'Hybrid', shortDescription: 'HEV' },
  { description: 'Electric', shortDescription: 'BEV' },
  { description: 'Base model', shortDescription: 'BASE' },
];
