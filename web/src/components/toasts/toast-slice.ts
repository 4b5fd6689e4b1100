import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'default' | 'error' | 'success';

export interface Toast {
  id: number;
  kind: ToastKind;
  text: string;
}

interface ToastState {
  current: Toast | null;
  nextId: number;
}

const initialState: ToastState = { current: null, nextId: 1 };

// At most one toast at a time (spec §4): a new one replaces the visible one.
export const toastSlice = createSlice({
  name: 'toast',
  initialState,
  reducers: {
    toastShown: (state, action: PayloadAction<{ kind?: ToastKind; text: string }>) => {
      state.current = { id: state.nextId, kind: action.payload.kind ?? 'default', text: action.payload.text };
      state.nextId += 1;
    },
    toastDismissed: (state, action: PayloadAction<number>) => {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  selectors: {
    selectToast: (state) => state.current,
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
export const { selectToast } = toastSlice.selectors;
