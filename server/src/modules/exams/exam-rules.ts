import { isExamEditable } from '@domain/exams';
import type { ExamStatus } from '@domain/status';
import { ExamsErrorCode } from './exams.exceptions';

/**
 * The exams module's decisions that are not the status table itself (libs/domain/exams holds
 * that): when a field save or a scheduling request is refused, what status a save leaves, and
 * when a transition asks for a rematch. Pure, so that each rule has its own spec.
 */

export interface Refusal {
  code: ExamsErrorCode;
  message: string;
  details?: Record<string, unknown>;
}

/** A field save: the field must be on the exam's form, the exam open, the value valid. */
export function fieldSaveRefusal(
  exam: {
    examTypeUuid: string;
    examTypeDescription: string;
    examStatusEnum: ExamStatus;
    version: number;
  },
  fieldExamTypeUuid: string,
  valueProblem: string | null | undefined,
): Refusal | null {
  if (fieldExamTypeUuid !== exam.examTypeUuid)
    return {
      code: ExamsErrorCode.FieldNotFound,
      message: `The field is not part of the ${exam.examTypeDescription} form`,
    };
  if (!isExamEditable(exam.examStatusEnum))
    return {
      code: ExamsErrorCode.NotEditable,
      message: `The exam is ${exam.examStatusEnum}: its fields are read-only`,
      details: { examStatusEnum: exam.examStatusEnum, version: exam.version },
    };
  if (valueProblem) return { code: ExamsErrorCode.BadValue, message: valueProblem };
  return null;
}

/** The first saved value starts the exam: PENDING turns INPROGRESS, other states stay. */
export function statusAfterSave(status: ExamStatus): ExamStatus {
  return status === 'PENDING' ? 'INPROGRESS' : status;
}

/** A PPT exam entering or leaving COMPLETE changes the person's values: rematch them. */
export function transitionNeedsRematch(
  examTypeKind: string,
  from: ExamStatus,
  to: ExamStatus,
): boolean {
  return examTypeKind === 'PPT' && (to === 'COMPLETE' || from === 'COMPLETE');
}

/** Scheduling, first check: an ID of a type that is not schedulable is refused. */
export function scheduleIdRefusal(id: {
  schedulable: boolean;
  idTypeDescription: string;
}): string | null {
  return id.schedulable
    ? null
    : `IDs of type ${id.idTypeDescription} cannot be scheduled; choose another ID`;
}

/** Scheduling, the room: it needs a product description and the ID's client site. */
export function scheduleRoomRefusal(
  room: {
    description: string;
    productDescription: string | null;
    clientNodeUuid: string;
    clientDescription: string;
  },
  id: { id: string; clientNodeUuid: string; clientDescription: string },
): string | null {
  if (room.productDescription === null)
    return `${room.description} has no product description and cannot be scheduled`;
  if (room.clientNodeUuid !== id.clientNodeUuid)
    return `${room.description} is at ${room.clientDescription}; ${id.id} belongs to ${id.clientDescription}`;
  return null;
}
