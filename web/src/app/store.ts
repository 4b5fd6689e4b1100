import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { baseApi } from '@/lib/api/base-api';
import { sessionSlice } from '@/lib/session/session-slice';
import { preferencesSlice } from '@/lib/preferences/preferences-slice';
import { toastSlice } from '@/components/toasts/toast-slice';

const rootReducer = combineSlices(baseApi, sessionSlice, preferencesSlice, toastSlice);

export type RootState = ReturnType<typeof rootReducer>;

export const makeStore = (preloadedState?: Partial<RootState>) => {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(baseApi.middleware),
    preloadedState,
  });
  setupListeners(store.dispatch);
  return store;
};

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
