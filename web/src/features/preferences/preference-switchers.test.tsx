// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { languages } from '@/lib/languages';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PreferenceSwitchers } from './preference-switchers';

cleanUpAfterEach();
afterEach(() => window.localStorage.clear());

describe("the header's language and currency", () => {
  // What a screen reader calls each select, in each language.
  const NAMES = {
    ko: { language: '언어', currency: '표시 통화' },
    en: { language: 'Language', currency: 'Display currency' },
    tw: { language: '語言', currency: '顯示幣別' },
  } as const;

  it.each(languages)(
    'names both choices for screen readers in %s',
    async (language) => {
      await renderWithProviders(<PreferenceSwitchers />, { language });
      const languageSelect = await screen.findByLabelText(NAMES[language].language, {}, LOCALE_WAIT);
      expect(languageSelect.getAttribute('data-testid')).toBe('language-switcher');
      expect(screen.getByLabelText(NAMES[language].currency).getAttribute('data-testid')).toBe(
        'currency-switcher',
      );
    },
    SLOW,
  );

  it(
    'changes the currency shown and keeps it for the next visit; changes the language',
    async () => {
      const { store } = await renderWithProviders(<PreferenceSwitchers tone="dark" />, { language: 'en' });
      const currency = (await screen.findByTestId('currency-switcher', {}, LOCALE_WAIT)) as HTMLSelectElement;
      expect(currency.value).toBe('KRW');
      fireEvent.change(currency, { target: { value: 'TWD' } });
      expect(store.getState().preferences.currency).toBe('TWD');
      expect(window.localStorage.getItem('currency')).toBe('TWD');

      fireEvent.change(screen.getByTestId('language-switcher'), { target: { value: 'ko' } });
      expect(store.getState().preferences.language).toBe('ko');
    },
    SLOW,
  );
});
