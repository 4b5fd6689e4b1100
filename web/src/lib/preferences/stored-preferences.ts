import { SERVICE_CURRENCY, SERVICE_LANGUAGE } from '@slabworks/contracts';
import { serviceCountry } from '@/lib/service-country';
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
  // A first visit opens in the service's language: tw on the Taiwan site.
  return isLanguage(value) ? value : (SERVICE_LANGUAGE[serviceCountry()] ?? defaultLanguage);
};

export const storedCurrency = (): Currency => {
  const value = read(storageKeys.currency);
  return isCurrency(value) ? value : (SERVICE_CURRENCY[serviceCountry()] ?? defaultCurrency);
};

export const storePreference = (key: string, value: string): void => {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // private mode: the choice lasts for this page only
  }
};
