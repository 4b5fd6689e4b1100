import { createSlice } from '@reduxjs/toolkit';

export interface SessionState {
  hasSession: boolean;
}

const initialState: SessionState = { hasSession: false };

// Only whether a session cookie exists; the member record itself is server state in RTK Query.
export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    sessionDetected: (state) => {
      state.hasSession = true;
    },
    sessionCleared: (state) => {
      state.hasSession = false;
    },
  },
  selectors: {
    selectHasSession: (state) => state.hasSession,
  },
});

export const { sessionDetected, sessionCleared } = sessionSlice.actions;
export const { selectHasSession } = sessionSlice.selectors;
