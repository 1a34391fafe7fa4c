import { createAction } from '@reduxjs/toolkit';

/**
 * Dispatched by the API layer when the server says the stored session is over (a 401). A leaf
 * module so baseApi.ts can use it without importing the slice, which imports the endpoints.
 */
export const sessionEndedByServer = createAction('session/endedByServer');
