import type { EntityManager } from 'typeorm';
import { levelUuidOf } from '@domain/tree-levels';
import { SHIFT_PREFERENCES } from '@domain/status';
import {
  ExamLocation,
  ExamRoom,
  ExamRoomType,
  ExamSection,
  ExamSelectOption,
  ExamType,
  ExamTypeField,
  ExamTypeGroup,
} from '@server/modules/exams/entities/exam-catalogue.entities';
import { Exam, ExamField } from '@server/modules/exams/entities/exam.entities';
import {
  IdType,
  InfoSource,
  Person,
  PersonId,
  PersonMeta,
} from '@server/modules/people/entities/person.entities';
import { fixtureCandidates } from './demo-candidates';
import type { SeededRandom } from './random';
import { insertInChunks } from './tree-seed';

export const PEOPLE_PER_CLIENT = 340;
const SLOT_HOURS = [8, 10, 13];
const FIRST = [
  'Ava',
  'Ben',
  'Carla',
  'Dev',
  'Elena',
  'Farid',
  'Grace',
  'Hugo',
  'Ines',
  'Jamal',
  'Kira',
  'Liam',
  'Mara',
  'Noah',
  'Olga',
  'Priya',
  'Quinn',
  'Rosa',
  'Sam',
  'Tariq',
  'Uma',
  'Victor',
  'Wen',
  'Yara',
  'Zoe',
];
const LAST = [
  'Adams',
  'Baker',
  'Chen',
  'Diaz',
  'Evans',
  'Fischer',
  'Garcia',
  'Hughes',
  'Ivanova',
  'Johnson',
  'Kim',
  'Lopez',
  'Moreau',
  'Nakamura',
  'Okafor',
  'Patel',
  'Quinn',
  'Rossi',
  'Silva',
  'Taylor',
  'Usman',
  'Varga',
  'Walker',
  'Young',
  'Zhang',
];

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

interface CapabilityRow {
  capability_uuid: string;
  code: string;
  description: string;
  units: string | null;
  max_value: number | null;
  direction: string;
}

export interface PeopleExamsSeedSummary {
  persons: number;
  exams: number;
  locations: number;
  rooms: number;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** ddd-dd-dddd from the person's serial: unique at any scale (--scale 33 has 33,660 people). */
const legacySsn = (serial: number) =>
  String(serial)
    .padStart(9, '0')
    .replace(/^(\d{3})(\d{2})(\d{4})$/, '$1-$2-$3');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

/**
 * Rooms, exam forms (PPT measuring capabilities, TMM interview, process score), about 1,000
 * people with IDs and metadata, past exams with values, and today's and tomorrow's rosters.
 */
export async function seedPeopleAndExams(
  manager: EntityManager,
  random: SeededRandom,
  today = new Date(),
): Promise<PeopleExamsSeedSummary> {
  const clients: { node_uuid: string; description: string }[] = await manager.query(
    `SELECT node_uuid, description FROM tree_nodes WHERE level_uuid = $1 ORDER BY description`,
    [levelUuidOf('NAMC')],
  );
  const capabilities: CapabilityRow[] = await manager.query(
    `SELECT capability_uuid, code, description, units, max_value, direction FROM capabilities`,
  );
  const capability = new Map(capabilities.map((c) => [c.code, c]));
  const directionOf = new Map(capabilities.map((c) => [c.capability_uuid, c.direction]));
  const unitsOf = new Map(capabilities.map((c) => [c.capability_uuid, c.units]));

  const sources = { workday: random.uuid(), walkIn: random.uuid() };
  await insertInChunks(manager, InfoSource, [
    { infoSourceUuid: sources.workday, description: 'Workday' },
    { infoSourceUuid: sources.walkIn, description: 'Walk-in registration' },
  ]);
  const idTypes = { application: random.uuid(), candidate: random.uuid(), ssn: random.uuid() };
  await insertInChunks(manager, IdType, [
    {
      idTypeUuid: idTypes.application,
      description: 'Application ID',
      schedulable: true,
      hidden: false,
    },
    {
      idTypeUuid: idTypes.candidate,
      description: 'Workday Candidate ID',
      schedulable: false,
      hidden: false,
    },
    { idTypeUuid: idTypes.ssn, description: 'SSN (legacy)', schedulable: false, hidden: true },
  ]);

  // Exam types and their forms.
  const types = { ppt: random.uuid(), tmm: random.uuid(), process: random.uuid() };
  await insertInChunks(manager, ExamType, [
    { examTypeUuid: types.ppt, description: 'PPT - Physical Performance Test', kind: 'PPT' },
    { examTypeUuid: types.tmm, description: 'TMM - Team Member Interview', kind: 'TMM' },
    { examTypeUuid: types.process, description: 'Process Score', kind: 'PROCESS' },
  ]);
  const sections: object[] = [];
  const groups: object[] = [];
  const fields: (Omit<ExamTypeField, 'group' | 'capability'> & { examTypeUuid: string })[] = [];
  const options: object[] = [];
  const addSection = (
    examTypeUuid: string,
    description: string,
    icon: string,
    container: string,
  ) => {
    const sectionUuid = random.uuid();
    sections.push({
      sectionUuid,
      examTypeUuid,
      description,
      iconClass: icon,
      containerClass: container,
      ordinal: sections.length,
    });
    return sectionUuid;
  };
  const addGroup = (sectionUuid: string, description: string, cols: number, rows: number) => {
    const groupUuid = random.uuid();
    groups.push({
      groupUuid,
      sectionUuid,
      description,
      labelColClass: 'col-4',
      cols,
      rows,
      ordinal: groups.length,
    });
    return groupUuid;
  };
  const addField = (
    examTypeUuid: string,
    groupUuid: string,
    rowIndex: number,
    field: Partial<ExamTypeField> & Pick<ExamTypeField, 'fieldTypeCode' | 'description'>,
    choices: [string, string][] = [],
  ) => {
    const examTypeFieldUuid = random.uuid();
    fields.push({
      examTypeFieldUuid,
      examTypeUuid,
      groupUuid,
      required: false,
      placeholder: null,
      softMinValue: null,
      softMaxValue: null,
      hardMinValue: null,
      hardMaxValue: null,
      step: null,
      rowIndex,
      colIndex: 0,
      colClass: 'col-8',
      capabilityUuid: null,
      ...field,
    });
    choices.forEach(([value, description], ordinal) =>
      options.push({ optionUuid: random.uuid(), examTypeFieldUuid, value, description, ordinal }),
    );
  };
  for (const section of PPT_SECTIONS) {
    const sectionUuid = addSection(types.ppt, section.description, section.icon, section.container);
    const groupUuid = addGroup(sectionUuid, section.description, 1, section.codes.length);
    section.codes.forEach((code, row) => {
      const cap = capability.get(code)!;
      const max = cap.max_value ?? 100;
      // A share of the cycle cannot pass 100 %; a force, a reach or an angle can pass the
      // capability's usual maximum, and past one and a half times it deserves a second look.
      const percent = cap.units === 'PERCENT';
      const hardMax = percent ? max : max * 2;
      addField(types.ppt, groupUuid, row, {
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
  const observations = addGroup(
    addSection(types.ppt, 'Observations', 'fa fa-eye', 'col-xl-12'),
    'Observations',
    1,
    6,
  );
  addField(types.ppt, observations, 0, {
    fieldTypeCode: 'LABEL',
    description: 'Record what the candidate did, not what they said.',
    colClass: 'col-12',
  });
  addField(
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
  addField(
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
  addField(types.ppt, observations, 3, {
    fieldTypeCode: 'TEXTAREA',
    description: 'Examiner comments',
    placeholder: 'Anything the next reader should know',
    colClass: 'col-12',
  });
  // Compared with EQUALS against the PDAs' demands (the words of the PDA seed's values).
  addField(
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
  addField(
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
  const interview = addGroup(
    addSection(types.tmm, 'Interview', 'fa fa-comments', 'col-xl-9'),
    'Ratings',
    1,
    4,
  );
  ['Teamwork', 'Safety awareness', 'Reliability'].forEach((description, row) =>
    addField(
      types.tmm,
      interview,
      row,
      { fieldTypeCode: 'SELECT', description, required: true, colClass: 'col-4' },
      rating,
    ),
  );
  addField(types.tmm, interview, 3, {
    fieldTypeCode: 'TEXTAREA',
    description: 'Interview notes',
    colClass: 'col-12',
  });
  const processGroup = addGroup(
    addSection(types.process, 'Process score', 'fa fa-tasks', 'col-xl-6'),
    'Score',
    1,
    1,
  );
  addField(types.process, processGroup, 0, {
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
  await insertInChunks(manager, ExamSection, sections);
  await insertInChunks(manager, ExamTypeGroup, groups);
  await insertInChunks(
    manager,
    ExamTypeField,
    fields.map(({ examTypeUuid: _type, ...f }) => f),
  );
  await insertInChunks(manager, ExamSelectOption, options);

  // Locations and rooms: the last room of each location has no product description.
  const locations: ExamLocation[] = [];
  const rooms: (ExamRoom & { clientNodeUuid: string })[] = [];
  const roomTypes: object[] = [];
  for (const client of clients) {
    const locationUuid = random.uuid();
    locations.push({
      locationUuid,
      description: `${client.description} Assessment Centre`,
      clientNodeUuid: client.node_uuid,
    });
    ['A', 'B', 'C'].forEach((letter, ordinal) => {
      const roomUuid = random.uuid();
      rooms.push({
        roomUuid,
        locationUuid,
        description: `Room ${letter}`,
        productDescription: letter === 'C' ? null : `Assessment Room ${letter}`,
        ordinal,
        clientNodeUuid: client.node_uuid,
      });
      roomTypes.push({ roomUuid, examTypeUuid: types.ppt });
      if (letter === 'A')
        roomTypes.push(
          { roomUuid, examTypeUuid: types.tmm },
          { roomUuid, examTypeUuid: types.process },
        );
    });
  }
  await insertInChunks(manager, ExamLocation, locations);
  await insertInChunks(
    manager,
    ExamRoom,
    rooms.map(({ clientNodeUuid: _c, ...r }) => r),
  );
  await insertInChunks(manager, ExamRoomType, roomTypes);

  // People with IDs and metadata.
  const persons: object[] = [];
  const ids: object[] = [];
  const metas: object[] = [];
  const applicationIds = new Map<string, { idUuid: string; personUuid: string }[]>();
  let serial = 0;
  for (const client of clients) {
    const own: { idUuid: string; personUuid: string }[] = [];
    for (let i = 0; i < PEOPLE_PER_CLIENT; i++) {
      serial++;
      const personUuid = random.uuid();
      // Drawn for everyone, so the rest of the demo data stays as it was; a person holding a
      // candidate id takes the HR system's name for it instead.
      let firstName = random.pick(FIRST);
      let lastName = random.pick(LAST);
      const primaryIdUuid = random.uuid();
      const person = {
        personUuid,
        firstName,
        lastName,
        primaryIdUuid,
        clientNodeUuid: client.node_uuid,
      };
      persons.push(person);
      ids.push({
        idUuid: primaryIdUuid,
        personUuid,
        id: String(40_000_000 + serial * 7),
        idTypeUuid: idTypes.application,
        infoSourceUuid: sources.walkIn,
      });
      own.push({ idUuid: primaryIdUuid, personUuid });
      if (random.next() < 0.8) {
        ({ firstName, lastName } = fixtureCandidates().demoCandidateName(serial));
        Object.assign(person, { firstName, lastName });
        ids.push({
          idUuid: random.uuid(),
          personUuid,
          id: fixtureCandidates().demoCandidateId(serial),
          idTypeUuid: idTypes.candidate,
          infoSourceUuid: sources.workday,
        });
      }
      if (random.next() < 0.05)
        ids.push({
          idUuid: random.uuid(),
          personUuid,
          id: legacySsn(serial),
          idTypeUuid: idTypes.ssn,
          infoSourceUuid: sources.walkIn,
        });
      const meta = (metadataField: string, stringValue: string) =>
        metas.push({ personMetaUuid: random.uuid(), personUuid, metadataField, stringValue });
      meta('NAME', `${firstName} ${lastName}`);
      meta(
        '_Phone_',
        `(${random.int(200, 989)}) ${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      );
      meta('Email', `${firstName.toLowerCase()}.${lastName.toLowerCase()}${serial}@example.com`);
      if (random.next() < 0.5) {
        const wid = `W${String(100000 + serial)}`;
        const available = new Date(
          today.getFullYear(),
          today.getMonth(),
          today.getDate() + random.int(-10, 40),
        );
        meta(`availability_date_${wid}`, isoDate(available));
        meta(`days_notice_requested_${wid}`, String(random.int(0, 30)));
        meta(`first_shift_preference_${wid}`, random.pick(SHIFT_PREFERENCES));
        meta(`second_shift_preference_${wid}`, random.pick(SHIFT_PREFERENCES));
      }
    }
    applicationIds.set(client.node_uuid, own);
  }
  await insertInChunks(manager, Person, persons);
  await insertInChunks(manager, PersonId, ids);
  await insertInChunks(manager, PersonMeta, metas);

  // Exams: about 600 past ones with values, and today's and tomorrow's rosters.
  const exams: object[] = [];
  const values: object[] = [];
  const fieldsOf = (examTypeUuid: string) =>
    fields.filter((f) => f.examTypeUuid === examTypeUuid && f.fieldTypeCode !== 'LABEL');
  const fill = (examUuid: string, examTypeUuid: string, share: number) => {
    for (const field of fieldsOf(examTypeUuid)) {
      // Fields measuring a capability are filled like required ones: matching reads them.
      if ((!field.required && !field.capabilityUuid) || random.next() > share) continue;
      const choices = (options as { examTypeFieldUuid: string; value: string }[]).filter(
        (o) => o.examTypeFieldUuid === field.examTypeFieldUuid,
      );
      // AT_MOST capabilities (heat tolerated) are demanded low: people measure low on them too.
      // Percent fields end at the capability's maximum, the others at twice it: drawn so both
      // meet about the same share of the demands (up to two thirds of the maximum).
      const low = field.capabilityUuid && directionOf.get(field.capabilityUuid) === 'AT_MOST';
      const percent = field.capabilityUuid && unitsOf.get(field.capabilityUuid) === 'PERCENT';
      const fractionOfMax = () =>
        low
          ? 0.05 + 0.3 * random.next()
          : percent
            ? 0.5 + 0.5 * random.next()
            : 0.2 + 0.6 * random.next();
      const stringValue =
        field.fieldTypeCode === 'NUMERIC'
          ? ((field.hardMaxValue ?? 100) * fractionOfMax()).toFixed(1)
          : random.pick(choices).value;
      values.push({
        examFieldUuid: random.uuid(),
        examUuid,
        examTypeFieldUuid: field.examTypeFieldUuid,
        stringValue,
      });
    }
  };
  const addExam = (
    clientNodeUuid: string,
    start: Date,
    status: Exam['examStatusEnum'],
    examTypeUuid: string,
    roomUuid: string,
  ) => {
    const examUuid = random.uuid();
    const person = random.pick(applicationIds.get(clientNodeUuid)!);
    const closed = status === 'COMPLETE' || status === 'NOSHOW' || status === 'WITHDREW';
    exams.push({
      examUuid,
      examTypeUuid,
      idUuid: person.idUuid,
      roomUuid,
      startTs: start,
      examStatusEnum: status,
      remoteScoreEnum:
        examTypeUuid === types.process && status === 'COMPLETE'
          ? random.pick(['PASS', 'FAIL'])
          : null,
      finalizedAt: closed ? start : null,
      scoredAt: status === 'COMPLETE' ? start : null,
      createdByUserUuid: null,
    });
    const share =
      status === 'COMPLETE' ? 1 : status === 'WITHDREW' || status === 'INPROGRESS' ? 0.4 : 0;
    if (share > 0) fill(examUuid, examTypeUuid, share);
  };
  const schedulable = rooms.filter((r) => r.productDescription !== null);
  const typeFor = (room: ExamRoom) =>
    room.description === 'Room A' ? random.pick([types.ppt, types.tmm, types.process]) : types.ppt;
  for (let i = 0; i < 600; i++) {
    const room = random.pick(schedulable);
    const start = new Date(
      today.getFullYear(),
      today.getMonth(),
      today.getDate() - random.int(1, 60),
      random.pick(SLOT_HOURS),
    );
    const status = random.next() < 0.85 ? 'COMPLETE' : random.pick(['NOSHOW', 'WITHDREW'] as const);
    addExam(room.clientNodeUuid, start, status, typeFor(room), room.roomUuid);
  }
  for (const [dayOffset, statuses] of [
    [0, ['PENDING', 'PENDING', 'INPROGRESS', 'COMPLETE', 'NOSHOW']],
    [1, ['PENDING']],
  ] as const)
    for (const room of schedulable)
      for (const hour of SLOT_HOURS)
        for (let n = random.int(2, 5); n > 0; n--) {
          const start = new Date(
            today.getFullYear(),
            today.getMonth(),
            today.getDate() + dayOffset,
            hour,
          );
          addExam(room.clientNodeUuid, start, random.pick(statuses), typeFor(room), room.roomUuid);
        }
  await insertInChunks(manager, Exam, exams);
  await insertInChunks(manager, ExamField, values);
  return {
    persons: persons.length,
    exams: exams.length,
    locations: locations.length,
    rooms: rooms.length,
  };
}
