// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { SignupForm } from './signup-form';

// The sign-up form words the domain rules in the visitor's language (issue 33: the member journey's
// "sign-up form in en and tw" passes moved here; the journey keeps the Korean sign-up path).
cleanUpAfterEach();

describe('the sign-up form', () => {
  it.each([
    ['en', 'Please enter a nickname.'],
    ['tw', '請輸入暱稱。'],
  ] as const)(
    'in %s, an empty nickname is refused in the language and nothing is sent',
    async (language, required) => {
      const calls = fakeApi(() => ({ status: 500, body: {} }));
      const onSignedUp = vi.fn();
      await renderWithProviders(<SignupForm onSignedUp={onSignedUp} />, { language });
      fireEvent.click(await screen.findByTestId('signup-submit', {}, LOCALE_WAIT));
      const error = await screen.findByText(required, {}, LOCALE_WAIT);
      expect(error.closest('.ant-form-item')?.querySelector('#nickname')).not.toBeNull();
      expect(onSignedUp).not.toHaveBeenCalled();
      expect(calls.filter((call) => call.path === '/api/member/signup')).toHaveLength(0);
    },
    SLOW,
  );
});
