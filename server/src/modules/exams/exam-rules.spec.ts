import { describe, expect, it } from 'vitest';
import {
  fieldSaveRefusal,
  scheduleIdRefusal,
  scheduleRoomRefusal,
  statusAfterSave,
  transitionNeedsRematch,
} from './exam-rules';
import { ExamsErrorCode } from './exams.exceptions';

const exam = {
  examTypeUuid: 'type-a',
  examTypeDescription: 'PPT',
  examStatusEnum: 'INPROGRESS' as const,
  version: 4,
};

describe(fieldSaveRefusal.name, () => {
  it('lets a valid value of the form onto an open exam', () => {
    expect(fieldSaveRefusal(exam, 'type-a', null)).toBeNull();
  });
  it('refuses a field of another form first, a closed exam next, a bad value last', () => {
    const closed = { ...exam, examStatusEnum: 'COMPLETE' as const };
    expect(fieldSaveRefusal(closed, 'type-b', 'bad')).toMatchObject({
      code: ExamsErrorCode.FieldNotFound,
      message: 'The field is not part of the PPT form',
    });
    expect(fieldSaveRefusal(closed, 'type-a', 'bad')).toEqual({
      code: ExamsErrorCode.NotEditable,
      message: 'The exam is COMPLETE: its fields are read-only',
      details: { examStatusEnum: 'COMPLETE', version: 4 },
    });
    expect(fieldSaveRefusal(exam, 'type-a', 'Too high')).toEqual({
      code: ExamsErrorCode.BadValue,
      message: 'Too high',
    });
  });
  it('keeps NOSHOW and WITHDREW exams read-only too', () => {
    for (const status of ['NOSHOW', 'WITHDREW'] as const)
      expect(fieldSaveRefusal({ ...exam, examStatusEnum: status }, 'type-a', null)?.code).toBe(
        ExamsErrorCode.NotEditable,
      );
  });
});

describe(statusAfterSave.name, () => {
  it('starts a PENDING exam and leaves an INPROGRESS one alone', () => {
    expect(statusAfterSave('PENDING')).toBe('INPROGRESS');
    expect(statusAfterSave('INPROGRESS')).toBe('INPROGRESS');
  });
});

describe(transitionNeedsRematch.name, () => {
  it('rematches a PPT exam entering or leaving COMPLETE', () => {
    expect(transitionNeedsRematch('PPT', 'INPROGRESS', 'COMPLETE')).toBe(true);
    expect(transitionNeedsRematch('PPT', 'COMPLETE', 'INPROGRESS')).toBe(true);
  });
  it('leaves other kinds and other moves alone', () => {
    expect(transitionNeedsRematch('PPT', 'PENDING', 'NOSHOW')).toBe(false);
    expect(transitionNeedsRematch('PPT', 'INPROGRESS', 'WITHDREW')).toBe(false);
    expect(transitionNeedsRematch('DRUG', 'INPROGRESS', 'COMPLETE')).toBe(false);
  });
});

describe('scheduling refusals', () => {
  const id = { id: 'A-17', clientNodeUuid: 'site-1', clientDescription: 'North' };
  const room = {
    description: 'Room 3',
    productDescription: 'PPT room' as string | null,
    clientNodeUuid: 'site-1',
    clientDescription: 'North',
  };
  it('refuses an ID whose type is not schedulable, naming the type', () => {
    expect(scheduleIdRefusal({ schedulable: true, idTypeDescription: 'Badge' })).toBeNull();
    expect(scheduleIdRefusal({ schedulable: false, idTypeDescription: 'Badge' })).toBe(
      'IDs of type Badge cannot be scheduled; choose another ID',
    );
  });
  it('refuses a room without product description, then a room of another site', () => {
    expect(scheduleRoomRefusal(room, id)).toBeNull();
    expect(
      scheduleRoomRefusal({ ...room, productDescription: null, clientNodeUuid: 'x' }, id),
    ).toBe('Room 3 has no product description and cannot be scheduled');
    expect(
      scheduleRoomRefusal({ ...room, clientNodeUuid: 'site-2', clientDescription: 'South' }, id),
    ).toBe('Room 3 is at South; A-17 belongs to North');
  });
});
