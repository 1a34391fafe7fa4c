import { enhancedApi } from '@client/api/generated/scheduler';

/**
 * The catalogue's quartz/* writes are GETs, so they are generated as queries that provide
 * 'scheduler': a DIRTY refetch would schedule, delete or pause again. They provide nothing
 * here; the screen refetches its reads after they succeed (and DIRTY 'scheduler' refreshes
 * the reads in every other admin's browser).
 */
export const schedulerApi = enhancedApi.enhanceEndpoints({
  endpoints: {
    scheduleJob: { providesTags: [] },
    scheduleJobEvery: { providesTags: [] },
    deleteTrigger: { providesTags: [] },
    controlScheduler: { providesTags: [] },
  },
});

export const {
  useSchedulerStatusQuery,
  useListSchedulerTriggersQuery,
  useLazyScheduleJobEveryQuery,
  useLazyDeleteTriggerQuery,
  useLazyControlSchedulerQuery,
} = schedulerApi;

export type {
  SchedulerJobDto,
  SchedulerRunDto,
  SchedulerStatusDto,
  SchedulerTriggerDto,
} from '@client/api/generated/scheduler';
