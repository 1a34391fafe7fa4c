import { configureStore } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { sessionSlice } from '@client/features/auth';

/** A factory rather than a singleton so every test starts from an empty cache. */
export function makeStore() {
  return configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      [sessionSlice.name]: sessionSlice.reducer,
    },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
