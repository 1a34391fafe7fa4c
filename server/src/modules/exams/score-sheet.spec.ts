import type { ExamSectionDto, ExamTypeFieldDto } from './dto/exam-catalogue.dto';
import type { ExamDto, ExamFieldDto } from './dto/exam.dto';
import { demandText, displayValue, pptBody, scoreSheetBody } from './score-sheet';

const field = (
  uuid: string,
  fieldTypeCode: ExamTypeFieldDto['fieldTypeCode'],
  description: string,
  more: Partial<ExamTypeFieldDto> = {},
): ExamTypeFieldDto => ({
  examTypeFieldUuid: uuid,
  groupUuid: 'g',
  examTypeUuid: 't',
  fieldTypeCode,
  required: false,
  description,
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
  ...more,
});

const options = (...pairs: [string, string][]) => ({
  collExamSelectOptions: pairs.map(([value, description], ordinal) => ({
    value,
    description,
    ordinal,
  })),
});

const lift = field('lift', 'NUMERIC', 'Lift <floor> (kg)', {
  required: true,
  capabilityUuid: 'c1',
});
const grip = field('grip', 'NUMERIC', 'Grip (kg)', { required: true, capabilityUuid: 'c2' });
const hand = field('hand', 'SELECT', 'Dominant hand', {
  required: true,
  aExamSelect: options(['LEFT', 'Left'], ['RIGHT', 'Right']),
});
const aids = field('aids', 'MULTISELECT', 'Aids used', {
  aExamSelect: options(['GLASSES', 'Glasses'], ['GLOVES', 'Gloves']),
});
const label = field('label', 'LABEL', 'Record what the candidate did');
const notes = field('notes', 'TEXTAREA', 'Examiner comments');

const sections: ExamSectionDto[] = [
  {
    sectionUuid: 's',
    examTypeUuid: 't',
    description: 'Strength',
    iconClass: '',
    containerClass: 'col-xl-12',
    collExamTypeGroups: [
      {
        groupUuid: 'g',
        description: 'Strength',
        labelColClass: 'col-4',
        cols: 1,
        rows: 6,
        collExamTypeFields: [lift, grip, hand, aids, label, notes],
      },
    ],
  },
];

const exam: ExamDto = {
  examUuid: 'e',
  examStatusEnum: 'COMPLETE',
  examTypeUuid: 't',
  examTypeDescription: 'PPT - Physical Performance Test',
  examTypeKind: 'PPT',
  remoteScoreEnum: null,
  startTs: '2026-03-02T13:00:00.000Z',
  roomUuid: 'r',
  roomDescription: 'Room A',
  locationDescription: 'Riverside Assessment Centre',
  clientTimeZone: 'America/Los_Angeles',
  aID: { idUuid: 'i', id: '40006594', infoSourceUuid: 's', personUuid: 'p' },
  firstName: 'Wen',
  lastName: 'Patel',
  version: 3,
  completionPercent: 67,
  finalizedAt: null,
};

const value = (examTypeFieldUuid: string, stringValue: string): ExamFieldDto => ({
  examFieldUuid: `v-${examTypeFieldUuid}`,
  examTypeFieldUuid,
  examUuid: 'e',
  stringValue,
});

describe(displayValue.name, () => {
  it('shows numbers with one decimal, option descriptions and text as written', () => {
    expect(displayValue(lift, '70')).toBe('70.0');
    expect(displayValue(lift, '70.84')).toBe('70.8');
    expect(displayValue(hand, 'RIGHT')).toBe('Right');
    expect(displayValue(aids, 'GLASSES,GLOVES')).toBe('Glasses, Gloves');
    expect(displayValue(aids, 'UNKNOWN')).toBe('UNKNOWN');
    expect(displayValue(notes, 'Line 1\nLine 2')).toBe('Line 1\nLine 2');
    expect(displayValue(notes, '  ')).toBe('');
    expect(displayValue(lift, undefined)).toBe('');
  });
});

describe(demandText.name, () => {
  it('names the direction and shows the unlimited sentinel as Infinity', () => {
    expect(demandText({ direction: 'AT_LEAST', value: '24' })).toBe('at least 24');
    expect(demandText({ direction: 'AT_MOST', value: '1.7976931348623157E308' })).toBe(
      'at most Infinity',
    );
    expect(demandText({ direction: 'EQUALS', value: 'Neg*' })).toBe('Neg*');
  });
});

describe(scoreSheetBody.name, () => {
  const sut = scoreSheetBody(exam, sections, [
    value('lift', '70.84'),
    value('hand', 'LEFT'),
    value('notes', 'Stopped <early>\nback pain'),
  ]).value;

  it('shows where, when, the ID and the status', () => {
    expect(sut).toContain('Riverside Assessment Centre');
    expect(sut).toContain('Room A');
    expect(sut).toContain('2026-03-02');
    expect(sut).toContain('13:00 UTC');
    expect(sut).toContain('40006594');
    expect(sut).toContain('Complete');
    expect(sut).toContain('67%');
  });

  it('lists every field but labels, with values, and flags required ones left empty', () => {
    expect(sut).toContain('<h2>Strength</h2>');
    expect(sut).toMatch(/Lift &lt;floor&gt; \(kg\) \*<\/td>\s*<td class="num">70\.8</);
    expect(sut).toMatch(/Grip \(kg\) \*<\/td>\s*<td class="num"><span class="badge red">missing/);
    expect(sut).toMatch(/Dominant hand \*<\/td>\s*<td class="num">Left</);
    expect(sut).toMatch(/Aids used<\/td>\s*<td class="num"><span class="muted">-/);
    expect(sut).not.toContain('Record what the candidate did');
  });

  it('writes notes across the sheet, escaped, keeping their line breaks', () => {
    expect(sut).toMatch(/<td colspan="2">\s*Examiner comments/);
    expect(sut).toContain('white-space: pre-wrap');
    expect(sut).toContain('>Stopped &lt;early&gt;\nback pain</span');
  });
});

describe(pptBody.name, () => {
  it('lists the capability fields only, measured or not', () => {
    const sut = pptBody(exam, sections, [value('lift', '70.84')], null).value;
    expect(sut).toMatch(/Lift &lt;floor&gt; \(kg\)<\/td>\s*<td class="num">70\.8</);
    expect(sut).toMatch(/Grip \(kg\)<\/td>\s*<td class="num"><span class="muted">not measured/);
    expect(sut).not.toContain('Dominant hand');
    expect(sut).not.toContain('Demands');
  });

  it("puts the node's demands beside the measurements of the same capability", () => {
    const sut = pptBody(exam, sections, [value('lift', '70.84')], {
      name: 'Inspect tank',
      demands: [
        { capabilityUuid: 'c1', direction: 'AT_LEAST', pdaDescription: 'Tank (BEV)', value: '24' },
        { capabilityUuid: 'c1', direction: 'AT_MOST', pdaDescription: 'Tank (ICE)', value: '30' },
      ],
    }).value;
    expect(sut).toContain('Measurements and the demands at Inspect tank');
    expect(sut).toMatch(
      /70\.8<\/td>\s*<td>\s*<div>\s*Tank \(BEV\): at least 24\s*\(met\)\s*<\/div>/,
    );
    expect(sut).toMatch(
      /<div>\s*Tank \(ICE\): at most 30\s*\(not met: 70\.84 misses at most 30\)\s*<\/div>/,
    );
    expect(sut).toMatch(/not measured<\/span><\/td>\s*<td>\s*<span class="muted">no demand/);
  });

  it('says so when the node has no active PDA', () => {
    const sut = pptBody(exam, sections, [], { name: 'Empty', demands: [] }).value;
    expect(sut).toContain('No active PDA (completed or approved) at Empty.');
  });
});
