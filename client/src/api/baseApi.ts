import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { applyRequestHeaders } from './requestHeaders';

// Bulk reports and match recomputes can legitimately run for minutes.
const REQUEST_TIMEOUT_MS = 300_000;

/**
 * The one API slice. Endpoints are injected by the generated files in ./generated
 * (@rtk-query/codegen-openapi), never declared here.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: fetchBaseQuery({
    baseUrl: '/api/v1',
    timeout: REQUEST_TIMEOUT_MS,
    credentials: 'include',
    prepareHeaders: (headers) => applyRequestHeaders(headers),
  }),
  tagTypes: ['Env', 'Now', 'Health'],
  endpoints: () => ({}),
});
