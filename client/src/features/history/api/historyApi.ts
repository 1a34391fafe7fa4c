import { enhancedApi } from '../../../api/generated/history';

export const {
  useGetPdaHistoryQuery,
  useGetExamHistoryQuery,
  useGetPersonHistoryQuery,
  useGetNhpClassHistoryQuery,
} = enhancedApi;

export type { HistoryEntryDto, HistoryPageDto } from '../../../api/generated/history';
