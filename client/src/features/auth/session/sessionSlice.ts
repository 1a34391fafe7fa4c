import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { authApi, type UserDto } from '../api/authApi';
import { sessionEndedByServer } from '@client/api/session/sessionActions';
import { hasStoredSession } from '@client/api/session/sessionStore';

export interface SessionState {
  /** A session token is stored; the user may still be loading (after a page reload). */
  signedIn: boolean;
  user: UserDto | null;
}

const signedOut = (): SessionState => ({ signedIn: false, user: null });

export const sessionSlice = createSlice({
  name: 'session',
  // Read when the store is made, so a reload keeps the person signed in.
  initialState: (): SessionState => ({ signedIn: hasStoredSession(), user: null }),
  reducers: {
    sessionStarted: (_state, action: PayloadAction<UserDto | null>) => ({
      signedIn: true,
      user: action.payload,
    }),
    sessionEnded: signedOut,
  },
  extraReducers: (builder) => {
    builder.addCase(sessionEndedByServer, signedOut);
    // public/me is polled while signed in: group or name changes show up without a reload.
    builder.addMatcher(authApi.endpoints.me.matchFulfilled, (state, { payload }) => {
      if (state.signedIn) state.user = payload.user;
    });
  },
});

export const { sessionStarted, sessionEnded } = sessionSlice.actions;
