import { storageKeys } from '@/config/constants';
import { defaultLanguage, isLanguage, type Language } from '@/lib/languages';
import { defaultCurrency, isCurrency, type Currency } from '@/lib/money';

const read = (key: string): string | null => {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
};

export const storedLanguage = (): Language => {
  const value = read(storageKeys.language);
  return isLanguage(value) ? value : defaultLanguage;
};

export const storedCurrency = (): Currency => {
  const value = read(storageKeys.currency);
  return isCurrency(value) ? value : defaultCurrency;
};

export const storePreference = (key: string, value: string): void => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // private mode: the choice lasts for this page only
  }
};
