import { baseApi as api } from '../baseApi';
const injectedRtkApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEnv: build.query<GetEnvApiResponse, GetEnvApiArg>({
      query: () => ({ url: `/public/env` }),
    }),
    getNow: build.query<GetNowApiResponse, GetNowApiArg>({
      query: () => ({ url: `/public/now` }),
    }),
    getHealth: build.query<GetHealthApiResponse, GetHealthApiArg>({
      query: () => ({ url: `/public/health` }),
    }),
    echo: build.query<EchoApiResponse, EchoApiArg>({
      query: (queryArg) => ({ url: `/public/echo/${queryArg.x}` }),
    }),
  }),
  overrideExisting: false,
});
export { injectedRtkApi as enhancedApi };
export type GetEnvApiResponse = /** status 200  */ EnvDto;
export type GetEnvApiArg = void;
export type GetNowApiResponse = /** status 200  */ NowDto;
export type GetNowApiArg = void;
export type GetHealthApiResponse = /** status 200  */ HealthDto;
export type GetHealthApiArg = void;
export type EchoApiResponse = /** status 200  */ EchoDto;
export type EchoApiArg = {
  x: string;
};
export type EnvDto = {
  version: string;
  environment: string;
  buildTime: string;
  hostname: string;
};
export type NowDto = {
  now: string;
  epochMs: number;
};
export type HealthDto = {
  status: 'ok' | 'down';
  database: {
    status: 'up' | 'down';
    latencyMs?: number;
  };
  jobs: {
    status: 'up' | 'down';
  };
};
export type EchoDto = {
  echo: string;
};
export const { useGetEnvQuery, useGetNowQuery, useGetHealthQuery, useEchoQuery } = injectedRtkApi;
