import { EXAM_SECTIONS_CACHE_MS } from '@domain/timing';
import { enhancedApi as examsApi } from '@client/api/generated/exams';
import { enhancedApi as rosterApi } from '@client/api/generated/roster';

const EXAM_SECTIONS_CACHE_S = EXAM_SECTIONS_CACHE_MS / 1000;

/**
 * Exam forms change only with the catalogue: they get a tag of their own, so a saved field or
 * a transition does not refetch them. A saved field updates the cached fields and exam from
 * its answer instead of refetching both; transitions and scheduling refetch the exam and the
 * roster.
 */
export const rostersExamsApi = examsApi.enhanceEndpoints({
  addTagTypes: ['examForms', 'roster'],
  endpoints: {
    // Seed 001: exam sections are cached for 24 h (kept while no screen shows them, too).
    getExamSections: { providesTags: ['examForms'], keepUnusedDataFor: EXAM_SECTIONS_CACHE_S },
    listExamSections: { providesTags: ['examForms'], keepUnusedDataFor: EXAM_SECTIONS_CACHE_S },
    saveExamField: {
      invalidatesTags: [],
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            rostersExamsApi.util.updateQueryData('listExamFields', { id }, (fields) => {
              const rest = fields.filter(
                (f) => f.examTypeFieldUuid !== data.field?.examTypeFieldUuid,
              );
              return data.field ? [...rest, data.field] : rest;
            }),
          );
          dispatch(
            rostersExamsApi.util.updateQueryData('getExam', { id }, (exam) => {
              exam.examStatusEnum = data.examStatusEnum;
              exam.version = data.version;
              exam.completionPercent = data.completionPercent;
            }),
          );
        } catch {
          // The caller re-fetches after a failure (the seed: exam mutation errors re-fetch silently).
        }
      },
    },
    finalizeExam: { invalidatesTags: ['exams', 'roster'] },
    noShowExam: { invalidatesTags: ['exams', 'roster'] },
    withdrawExam: { invalidatesTags: ['exams', 'roster'] },
    unfinalizeExam: { invalidatesTags: ['exams', 'roster'] },
    scheduleExam: { invalidatesTags: ['roster'] },
  },
});

export const {
  useGetExamQuery,
  useListExamFieldsQuery,
  useGetExamSectionsQuery,
  useSaveExamFieldMutation,
  useFinalizeExamMutation,
  useNoShowExamMutation,
  useWithdrawExamMutation,
  useUnfinalizeExamMutation,
  useIsExamScoredQuery,
  useListIdsOfPersonQuery,
  useListRoomsForIdQuery,
  useListExamTypesForIdAndRoomQuery,
  useScheduleExamMutation,
} = rostersExamsApi;

export const { useGetRosterQuery } = rosterApi;

export type {
  ExamDto,
  ExamFieldDto,
  ExamSectionDto,
  ExamTypeFieldDto,
  ExamTypeGroupDto,
} from '@client/api/generated/exams';
export type {
  RosterDto,
  RosterEntryDto,
  RosterLocationDto,
  RosterRoomDto,
  RosterSlotDto,
} from '@client/api/generated/roster';
export { useGetMyClientsQuery } from '@client/api/generated/tree';
export { useSyncWorkdayRosterMutation } from '@client/api/generated/workday';
export type { WorkdayRosterSyncDto } from '@client/api/generated/workday';
