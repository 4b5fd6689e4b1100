// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { memberView } from '@/testing/fake-console-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Profile } from '../api/profile-api';
import { IdentityStatus } from './identity-status';

const LOCALE_WAIT = { timeout: 10_000 };

afterEach(cleanup);

const profile = (change: Partial<Profile> = {}): Profile => ({
  ...memberView(),
  advertisingConsent: false,
  ...change,
});

describe("the profile's identity verification", () => {
  it('shows a verified member the verified name and birth date', async () => {
    await renderWithProviders(
      <IdentityStatus profile={profile({ mbName: '홍길동', birthDate: '1990-01-02' })} />,
      {
        language: 'en',
      },
    );
    expect((await screen.findByTestId('identity-verified-tag', {}, LOCALE_WAIT)).textContent).toBe(
      'Identity verified',
    );
    expect(screen.getByTestId('identity-name').textContent).toBe('홍길동');
    expect(screen.getByTestId('identity-birth-date').textContent).toBe('1990-01-02');
    expect(screen.queryByTestId('verify-identity')).toBeNull();
  });

  it('offers an unverified Korean member the verification, a Taiwan member the phone code', async () => {
    await renderWithProviders(
      <IdentityStatus
        profile={profile({ mbStatus: 'NOT_APPROVED', identityVerifiedAt: null, birthDate: null })}
      />,
      { language: 'en' },
    );
    expect((await screen.findByTestId('verify-identity', {}, LOCALE_WAIT)).textContent).toBe(
      'Verify identity',
    );
    cleanup();
    await renderWithProviders(
      <IdentityStatus
        profile={profile({
          mbStatus: 'NOT_APPROVED',
          supportRegionId: 'TW',
          identityVerifiedAt: null,
          birthDate: null,
        })}
      />,
      { language: 'tw' },
    );
    expect((await screen.findByTestId('verify-phone-link', {}, LOCALE_WAIT)).textContent).toBe(
      '前往個人資料驗證手機（新分頁）',
    );
    expect(screen.queryByTestId('verify-identity')).toBeNull();
  });
});
