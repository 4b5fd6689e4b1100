// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberView } from '@/testing/fake-console-api';
import { fakeRoutes } from '@/testing/fake-routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import { forgetServiceSiteAfterEach, servedFor } from '@/testing/service-site';
import type { Profile } from '../api/profile-api';
import { PhoneVerification } from './phone-verification';

const LOCALE_WAIT = { timeout: 10_000 };

afterEach(cleanup);
forgetServiceSiteAfterEach();

const profile = (): Profile => ({
  ...memberView(),
  advertisingConsent: false,
  mbPhone: null,
  phoneVerified: false,
});

const sendFrom = async (phone: string, language: 'ko' | 'tw') => {
  const calls = fakeRoutes({
    'POST /api/sendVerificationToken': () => ({ data: { expiresInSeconds: 300 } }),
  });
  await renderWithProviders(<PhoneVerification profile={profile()} />, { language });
  fireEvent.change(await screen.findByTestId('phone-input', {}, LOCALE_WAIT), {
    target: { value: phone },
  });
  fireEvent.click(screen.getByTestId('phone-send'));
  return calls;
};

// The profile's phone check takes the numbers of the service the page belongs to, as the api does
// (a Taiwan collector verifies a 09… number there: their identity before paying, issue 36).
describe('the phone verification on each service', () => {
  it('sends a code to a Taiwan mobile number on the Taiwan service', async () => {
    servedFor('TW');
    const calls = await sendFrom('0912345678', 'tw');
    await screen.findByTestId('phone-code', {}, LOCALE_WAIT);
    expect(calls.find((call) => call.path === '/api/sendVerificationToken')?.body).toEqual({
      phoneNumber: '0912345678',
    });
  });

  it('refuses a Taiwan number on the Korean service before sending anything', async () => {
    servedFor('KR');
    const calls = await sendFrom('0912345678', 'ko');
    await waitFor(() => expect(document.querySelector('.ant-form-item-explain-error')).not.toBeNull());
    expect(calls.some((call) => call.path === '/api/sendVerificationToken')).toBe(false);
    expect(screen.queryByTestId('phone-code')).toBeNull();
  });
});
