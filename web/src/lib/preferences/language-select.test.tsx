// @vitest-environment happy-dom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { LanguageSelect } from './language-select';

cleanUpAfterEach();

describe('the language select', () => {
  it(
    'offers the three languages by their own names, shows the chosen one and changes it in the store',
    async () => {
      const { store } = await renderWithProviders(
        <LanguageSelect aria-label="language" data-testid="language" className="mine" />,
        { language: 'en' },
      );
      const select = (await screen.findByTestId('language', {}, LOCALE_WAIT)) as HTMLSelectElement;
      expect([...select.options].map((option) => option.value)).toEqual(['ko', 'en', 'tw']);
      expect([...select.options].map((option) => option.textContent)).toEqual([
        '한국어',
        'English',
        '繁體中文',
      ]);
      expect(select.value).toBe('en');
      // The caller's label and look stay on the element.
      expect(select.getAttribute('aria-label')).toBe('language');
      expect(select.className).toBe('mine');

      fireEvent.change(select, { target: { value: 'tw' } });
      expect(store.getState().preferences.language).toBe('tw');
      expect(select.value).toBe('tw');
    },
    SLOW,
  );

  it(
    'ignores a value that is no language of the site',
    async () => {
      const { store } = await renderWithProviders(<LanguageSelect data-testid="language" />);
      const select = (await screen.findByTestId('language', {}, LOCALE_WAIT)) as HTMLSelectElement;
      fireEvent.change(select, { target: { value: 'fr' } });
      expect(store.getState().preferences.language).toBe('ko');
    },
    SLOW,
  );
});
