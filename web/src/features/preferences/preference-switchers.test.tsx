// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PreferenceSwitchers } from './preference-switchers';

cleanUpAfterEach();
afterEach(() => window.localStorage.clear());

describe("the header's language and currency", () => {
  it.each([
    ['ko', '언어', '표시 통화'],
    ['en', 'Language', 'Display currency'],
    ['tw', '語言', '顯示幣別'],
  ] as const)(
    'names both choices for screen readers in %s',
    async (language, languageName, currencyName) => {
      await renderWithProviders(<PreferenceSwitchers />, { language });
      expect((await screen.findByLabelText(languageName, {}, LOCALE_WAIT)).getAttribute('data-testid')).toBe(
        'language-switcher',
      );
      expect(screen.getByLabelText(currencyName).getAttribute('data-testid')).toBe('currency-switcher');
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
