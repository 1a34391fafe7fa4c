// Shapes the rosters tests answer with; not imported by the app.
import type {
  ExamDto,
  ExamSectionDto,
  ExamTypeFieldDto,
  RosterDto,
} from '../features/rosters/api/rostersApi';

export const EXAM = '11111111-2222-4333-8444-555555555555';
export const PERSON = '66666666-7777-4888-8999-000000000000';
export const LIFT = 'aaaaaaaa-0000-4000-8000-000000000001';
export const HAND = 'aaaaaaaa-0000-4000-8000-000000000002';
export const AIDS = 'aaaaaaaa-0000-4000-8000-000000000003';
export const NOTES = 'aaaaaaaa-0000-4000-8000-000000000004';

const field = (over: Partial<ExamTypeFieldDto>): ExamTypeFieldDto => ({
  examTypeFieldUuid: LIFT,
  groupUuid: 'g1',
  examTypeUuid: 't1',
  fieldTypeCode: 'NUMERIC',
  required: false,
  description: 'Field',
  placeholder: null,
  softMinValue: null,
  softMaxValue: null,
  hardMinValue: null,
  hardMaxValue: null,
  step: null,
  rowIndex: 0,
  colIndex: 0,
  colClass: 'col-4',
  capabilityUuid: null,
  aExamSelect: null,
  ...over,
});

const options = (...values: string[]) => ({
  collExamSelectOptions: values.map((value, ordinal) => ({ value, description: value, ordinal })),
});

export const SECTIONS: ExamSectionDto[] = [
  {
    sectionUuid: 's1',
    examTypeUuid: 't1',
    description: 'Strength',
    iconClass: 'fa fa-dumbbell',
    containerClass: 'col-xl-6',
    collExamTypeGroups: [
      {
        groupUuid: 'g1',
        description: 'Lifting',
        labelColClass: 'col-4',
        cols: 1,
        rows: 4,
        collExamTypeFields: [
          field({
            examTypeFieldUuid: LIFT,
            description: 'Lift (kg)',
            required: true,
            hardMinValue: 0,
            hardMaxValue: 100,
            softMinValue: 5,
            softMaxValue: 75,
          }),
          field({
            examTypeFieldUuid: HAND,
            fieldTypeCode: 'SELECT',
            description: 'Dominant hand',
            required: true,
            rowIndex: 1,
            aExamSelect: options('LEFT', 'RIGHT'),
          }),
          field({
            examTypeFieldUuid: AIDS,
            fieldTypeCode: 'MULTISELECT',
            description: 'Aids used',
            rowIndex: 2,
            aExamSelect: options('GLASSES', 'BRACE', 'GLOVES'),
          }),
          field({
            examTypeFieldUuid: NOTES,
            fieldTypeCode: 'TEXTAREA',
            description: 'Notes',
            rowIndex: 3,
          }),
        ],
      },
    ],
  },
];

/** The test site keeps the device's clock, so screens name no zone (siteTime.test names one). */
export const VIEWER_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const exam = (over: Partial<ExamDto> = {}): ExamDto => ({
  examUuid: EXAM,
  examStatusEnum: 'PENDING',
  examTypeUuid: 't1',
  examTypeDescription: 'PPT - Physical Performance Test',
  examTypeKind: 'PPT',
  remoteScoreEnum: null,
  startTs: new Date(2026, 10, 25, 8, 0).toISOString(),
  roomUuid: 'r1',
  roomDescription: 'Room A',
  locationDescription: 'Riverside Assessment Centre',
  clientTimeZone: VIEWER_ZONE,
  aID: { idUuid: 'i1', id: '40000001', infoSourceUuid: 'src', personUuid: PERSON },
  firstName: 'Ava',
  lastName: 'Adams',
  version: 1,
  completionPercent: 0,
  finalizedAt: null,
  ...over,
});

export const roster = (entries = 2): RosterDto => ({
  date: '2026-11-25',
  locations: [
    {
      locationUuid: 'l1',
      description: 'Riverside Assessment Centre',
      clientNodeUuid: 'c1',
      clientDescription: 'Riverside Vehicle Assembly',
      clientTimeZone: VIEWER_ZONE,
      dayStart: new Date(2026, 10, 25).toISOString(),
      dayEnd: new Date(2026, 10, 26).toISOString(),
      rooms: [
        {
          roomUuid: 'r1',
          description: 'Room A',
          productDescription: 'Assessment Room A',
          slots: [
            {
              startTs: new Date(2026, 10, 25, 8, 0).toISOString(),
              entries: Array.from({ length: entries }, (_, i) => ({
                examUuid: i === 0 ? EXAM : `e${i}`,
                examStatusEnum: i === 0 ? 'PENDING' : 'COMPLETE',
                aExam: {
                  examUuid: i === 0 ? EXAM : `e${i}`,
                  examTypeUuid: 't1',
                  examTypeDescription: 'PPT - Physical Performance Test',
                  examTypeKind: 'PPT',
                  examStatusEnum: i === 0 ? 'PENDING' : 'COMPLETE',
                  remoteScoreEnum: null,
                },
                aID: { idUuid: `i${i}`, id: `4000000${i}`, infoSourceUuid: 'src' },
                aPerson: {
                  personUuid: PERSON,
                  firstName: 'Ava',
                  lastName: `Adams${i}`,
                  collPersonMetas: [],
                },
              })),
            },
          ],
        },
        { roomUuid: 'r2', description: 'Room C', productDescription: null, slots: [] },
      ],
    },
  ],
});
