import type { EntityManager } from 'typeorm';
import { ExamType } from '@server/modules/exams/entities/exam-catalogue.entities';
import { ExamFormBuilder, type SeedField, type SeedOption } from './exam-form-builder';
import type { SeededRandom } from './random';
import { insertInChunks } from './tree-seed';

/** The PPT form: which capabilities it measures, in which section, with hard bounds. */
const PPT_SECTIONS: { description: string; icon: string; container: string; codes: string[] }[] = [
  {
    description: 'Strength',
    icon: 'fa fa-dumbbell',
    container: 'col-xl-6',
    codes: ['LIFT_FLOOR_WAIST', 'LIFT_WAIST_SHOULDER', 'LIFT_OVERHEAD', 'CARRY', 'PUSH', 'PULL'],
  },
  {
    description: 'Hands',
    icon: 'fa fa-hand-paper',
    container: 'col-xl-6',
    codes: ['GRIP_LEFT', 'GRIP_RIGHT', 'PINCH'],
  },
  {
    description: 'Range of motion',
    icon: 'fa fa-child',
    container: 'col-xl-12',
    codes: [
      'NECK_FLEXION',
      'NECK_ROTATION',
      'ELBOW_FLEXION',
      'WRIST_FLEXION',
      'LOW_BACK_FLEXION',
      'TRUNK_TWIST',
      'NECK_EXTENSION',
      'SIDE_BEND',
    ],
  },
  {
    // With these the form measures every capability a PDA compares (decision 0012), so demo
    // people can match whole PDAs.
    description: 'Reach, posture and conditions',
    icon: 'fa fa-ruler-vertical',
    container: 'col-xl-12',
    codes: ['REACH_HEIGHT', 'KNEEL', 'SQUAT', 'STAND', 'AMBIENT_HEAT'],
  },
];

export interface CapabilityRow {
  capability_uuid: string;
  code: string;
  description: string;
  units: string | null;
  max_value: number | null;
  direction: string;
}

export interface ExamTypeUuids {
  ppt: string;
  tmm: string;
  process: string;
}

export interface SeededExamForms {
  types: ExamTypeUuids;
  fields: SeedField[];
  options: SeedOption[];
}

/**
 * The exam types and their forms: the PPT measuring capabilities (with observations), the TMM
 * interview and the process score.
 */
export async function seedExamForms(
  manager: EntityManager,
  random: SeededRandom,
  capability: ReadonlyMap<string, CapabilityRow>,
): Promise<SeededExamForms> {
  const types = { ppt: random.uuid(), tmm: random.uuid(), process: random.uuid() };
  await insertInChunks(manager, ExamType, [
    { examTypeUuid: types.ppt, description: 'PPT - Physical Performance Test', kind: 'PPT' },
    { examTypeUuid: types.tmm, description: 'TMM - Team Member Interview', kind: 'TMM' },
    { examTypeUuid: types.process, description: 'Process Score', kind: 'PROCESS' },
  ]);
  const form = new ExamFormBuilder(random);
  for (const section of PPT_SECTIONS) {
    const sectionUuid = form.addSection(
      types.ppt,
      section.description,
      section.icon,
      section.container,
    );
    const groupUuid = form.addGroup(sectionUuid, section.description, 1, section.codes.length);
    section.codes.forEach((code, row) => {
      const cap = capability.get(code)!;
      const max = cap.max_value ?? 100;
      // A share of the cycle cannot pass 100 %; a force, a reach or an angle can pass the
      // capability's usual maximum, and past one and a half times it deserves a second look.
      const percent = cap.units === 'PERCENT';
      const hardMax = percent ? max : max * 2;
      form.addField(types.ppt, groupUuid, row, {
        fieldTypeCode: 'NUMERIC',
        description: `${cap.description} (${(cap.units ?? '').toLowerCase()})`,
        required: true,
        placeholder: `0 to ${hardMax}`,
        hardMinValue: 0,
        hardMaxValue: hardMax,
        softMinValue: max * 0.1,
        softMaxValue: percent ? max * 0.95 : max * 1.5,
        step: 0.1,
        capabilityUuid: cap.capability_uuid,
        colClass: 'col-4',
      });
    });
  }
  const observations = form.addGroup(
    form.addSection(types.ppt, 'Observations', 'fa fa-eye', 'col-xl-12'),
    'Observations',
    1,
    6,
  );
  form.addField(types.ppt, observations, 0, {
    fieldTypeCode: 'LABEL',
    description: 'Record what the candidate did, not what they said.',
    colClass: 'col-12',
  });
  form.addField(
    types.ppt,
    observations,
    1,
    {
      fieldTypeCode: 'SELECT',
      description: 'Dominant hand',
      required: true,
      colClass: 'col-4',
      capabilityUuid: capability.get('DOMINANT_SIDE')!.capability_uuid,
    },
    [
      ['LEFT', 'Left'],
      ['RIGHT', 'Right'],
    ],
  );
  form.addField(
    types.ppt,
    observations,
    2,
    { fieldTypeCode: 'MULTISELECT', description: 'Aids used', colClass: 'col-6' },
    [
      ['GLASSES', 'Glasses'],
      ['BRACE', 'Brace'],
      ['GLOVES', 'Gloves'],
    ],
  );
  form.addField(types.ppt, observations, 3, {
    fieldTypeCode: 'TEXTAREA',
    description: 'Examiner comments',
    placeholder: 'Anything the next reader should know',
    colClass: 'col-12',
  });
  // Compared with EQUALS against the PDAs' demands (the words of the PDA seed's values).
  form.addField(
    types.ppt,
    observations,
    4,
    {
      fieldTypeCode: 'SELECT',
      description: 'Body position sustained',
      colClass: 'col-4',
      capabilityUuid: capability.get('BODY_POSITION')!.capability_uuid,
    },
    [
      ['Standing', 'Standing'],
      ['Seated', 'Seated'],
    ],
  );
  form.addField(
    types.ppt,
    observations,
    5,
    {
      fieldTypeCode: 'SELECT',
      description: 'Colour vision',
      colClass: 'col-4',
      capabilityUuid: capability.get('COLOR_VISION')!.capability_uuid,
    },
    [
      ['true', 'Normal'],
      ['false', 'Deficient'],
    ],
  );
  const rating: [string, string][] = [
    ['1', '1 - Poor'],
    ['2', '2'],
    ['3', '3 - Meets'],
    ['4', '4'],
    ['5', '5 - Excellent'],
  ];
  const interview = form.addGroup(
    form.addSection(types.tmm, 'Interview', 'fa fa-comments', 'col-xl-9'),
    'Ratings',
    1,
    4,
  );
  ['Teamwork', 'Safety awareness', 'Reliability'].forEach((description, row) =>
    form.addField(
      types.tmm,
      interview,
      row,
      { fieldTypeCode: 'SELECT', description, required: true, colClass: 'col-4' },
      rating,
    ),
  );
  form.addField(types.tmm, interview, 3, {
    fieldTypeCode: 'TEXTAREA',
    description: 'Interview notes',
    colClass: 'col-12',
  });
  const processGroup = form.addGroup(
    form.addSection(types.process, 'Process score', 'fa fa-tasks', 'col-xl-6'),
    'Score',
    1,
    1,
  );
  form.addField(types.process, processGroup, 0, {
    fieldTypeCode: 'NUMERIC',
    description: 'Score (%)',
    required: true,
    hardMinValue: 0,
    hardMaxValue: 100,
    softMinValue: 0,
    softMaxValue: 100,
    step: 0.1,
    colClass: 'col-4',
  });
  await form.insert(manager);
  return { types, fields: form.fields, options: form.options };
}
