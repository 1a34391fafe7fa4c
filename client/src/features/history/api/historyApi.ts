import { enhancedApi } from '@client/api/generated/history';

export const {
  useGetPdaHistoryQuery,
  useGetExamHistoryQuery,
  useGetPersonHistoryQuery,
  useGetNhpClassHistoryQuery,
} = enhancedApi;

export type { HistoryEntryDto, HistoryPageDto } from '@client/api/generated/history';
