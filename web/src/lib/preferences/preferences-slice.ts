import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { defaultLanguage, type Language } from '@/lib/languages';
import { defaultCurrency, type Currency } from '@/lib/money';

export interface PreferencesState {
  language: Language;
  currency: Currency;
}

const initialState: PreferencesState = { language: defaultLanguage, currency: defaultCurrency };

export const preferencesSlice = createSlice({
  name: 'preferences',
  initialState,
  reducers: {
    languageChanged: (state, action: PayloadAction<Language>) => {
      state.language = action.payload;
    },
    currencyChanged: (state, action: PayloadAction<Currency>) => {
      state.currency = action.payload;
    },
  },
  selectors: {
    selectLanguage: (state) => state.language,
    selectCurrency: (state) => state.currency,
  },
});

export const { languageChanged, currencyChanged } = preferencesSlice.actions;
export const { selectLanguage, selectCurrency } = preferencesSlice.selectors;
