// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepForIdentityReturn } from '@/lib/identity/identity-return';
import { IDENTITY_MESSAGE } from '@/lib/identity/identity-window';
import { fakeRoutes, type RouteHandlers } from '@/testing/fake-routes';
import { renderWithAddress } from '@/testing/address-probe';
import { renderWithProviders } from '@/testing/render-with-providers';
import { IdentityVerificationStep } from './identity-verification-step';

const LOCALE_WAIT = { timeout: 10_000 };
const ID = 'iv-0001';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  delete (window as { PortOne?: unknown }).PortOne;
});

const started: RouteHandlers['POST /api/member/identity-verifications'] = () => ({
  status: 201,
  data: {
    identityVerificationId: ID,
    provider: 'sandbox',
    expiresAt: '2026-12-06T09:00:00Z',
    sandboxUrl: `/api/member/identity-verifications/sandbox?id=${ID}`,
  },
});

const verified: RouteHandlers['POST /api/member/identity-verifications/{identityVerificationId}/confirm'] =
  () => ({
    data: {
      mbStatus: 'APPROVED',
      mbName: '홍길동',
      mbPhone: '01012345678',
      birthDate: '1990-01-02',
      identityVerifiedAt: '2026-12-06T08:00:00Z',
    },
  });

/** The sandbox popup: open, then (when asked) tells the page it finished, as the sandbox page does. */
const popup = (finishes: 'VERIFIED' | 'closes') => {
  const fake = { closed: false } as Window;
  vi.spyOn(window, 'open').mockImplementation(() => {
    setTimeout(() => {
      if (finishes === 'VERIFIED')
        window.dispatchEvent(
          new MessageEvent('message', {
            origin: window.location.origin,
            data: { type: IDENTITY_MESSAGE, status: 'VERIFIED' },
          }),
        );
      else Object.assign(fake, { closed: true });
    }, 10);
    return fake;
  });
};

// The checkout's identity step (issue 36): its states, in the member's language.
describe('the identity step before paying', () => {
  it('asks a Korean member to verify, in ko, en and tw', async () => {
    for (const [language, title] of [
      ['ko', '결제 전에 본인인증이 필요합니다'],
      ['en', 'Verify your identity before paying'],
      ['tw', '付款前需要完成身分驗證'],
    ] as const) {
      await renderWithProviders(<IdentityVerificationStep verifyBy="IDENTITY" />, { language });
      const required = await screen.findByTestId('identity-required', {}, LOCALE_WAIT);
      expect(required.textContent).toContain(title);
      expect(screen.getByTestId('verify-identity')).toBeTruthy();
      cleanup();
    }
  });

  it('sends a Taiwan member to the profile phone check in a new tab', async () => {
    await renderWithProviders(<IdentityVerificationStep verifyBy="PHONE" />, { language: 'tw' });
    const link = await screen.findByTestId('verify-phone-link', {}, LOCALE_WAIT);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByTestId('verify-identity')).toBeNull();
  });

  it('is verified once the window finished and the api confirmed it', async () => {
    const calls = fakeRoutes({
      'POST /api/member/identity-verifications': started,
      'POST /api/member/identity-verifications/{identityVerificationId}/confirm': verified,
    });
    popup('VERIFIED');
    const onVerified = vi.fn();
    await renderWithProviders(<IdentityVerificationStep verifyBy="IDENTITY" onVerified={onVerified} />, {
      language: 'en',
    });
    fireEvent.click(await screen.findByTestId('verify-identity', {}, LOCALE_WAIT));
    expect((await screen.findByTestId('identity-verified', {}, LOCALE_WAIT)).textContent).toContain(
      'Your identity is verified.',
    );
    expect(onVerified).toHaveBeenCalledOnce();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toContain(
      `POST /api/member/identity-verifications/${ID}/confirm`,
    );
  });

  it('says the window closed unfinished, and that a blocked window needs pop-ups', async () => {
    fakeRoutes({
      'POST /api/member/identity-verifications': started,
      'POST /api/member/identity-verifications/{identityVerificationId}/confirm': () => ({
        status: 409,
        code: 'IDENTITY.NOT_VERIFIED',
        message: 'not verified',
      }),
    });
    popup('closes');
    await renderWithProviders(<IdentityVerificationStep verifyBy="IDENTITY" />, { language: 'en' });
    fireEvent.click(await screen.findByTestId('verify-identity', {}, LOCALE_WAIT));
    expect((await screen.findByTestId('identity-error', {}, LOCALE_WAIT)).textContent).toBe(
      'The verification window closed before you finished. Please try again.',
    );

    vi.spyOn(window, 'open').mockReturnValue(null);
    // A loading button ignores clicks: the confirm's answer may still be settling.
    await waitFor(() =>
      expect(screen.getByTestId('verify-identity').className).not.toContain('ant-btn-loading'),
    );
    fireEvent.click(screen.getByTestId('verify-identity'));
    await waitFor(() =>
      expect(screen.getByTestId('identity-error').textContent).toBe(
        'The verification window could not open. Allow pop-ups for this site and try again.',
      ),
    );
  });

  it("shows the api's refusal in the member's language", async () => {
    fakeRoutes({
      'POST /api/member/identity-verifications': () => ({
        status: 429,
        code: 'TOO_MANY_REQUESTS',
        message: '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
      }),
    });
    await renderWithProviders(<IdentityVerificationStep verifyBy="IDENTITY" />, { language: 'ko' });
    fireEvent.click(await screen.findByTestId('verify-identity', {}, LOCALE_WAIT));
    expect((await screen.findByTestId('identity-error', {}, LOCALE_WAIT)).textContent).toBe(
      '요청이 너무 많습니다. 잠시 후 다시 시도해 주세요.',
    );
  });

  // PortOne on a phone leaves the page and loads it again at redirectUrl with its parameters appended.
  describe('back from PortOne on a phone', () => {
    const portoneStarted: RouteHandlers['POST /api/member/identity-verifications'] = () => ({
      status: 201,
      data: {
        identityVerificationId: ID,
        provider: 'portone',
        expiresAt: '2026-12-06T09:00:00Z',
        portone: { storeId: 'store-1', channelKey: 'channel-identity' },
      },
    });

    it('keeps the fields (never the card number) while away, and returns to the address given', async () => {
      fakeRoutes({ 'POST /api/member/identity-verifications': portoneStarted });
      // A phone: the SDK navigates away, so its promise never settles on this page.
      const requestIdentityVerification = vi.fn(() => new Promise(() => undefined));
      (window as { PortOne?: unknown }).PortOne = { requestIdentityVerification };
      const values = {
        cardLines: [{ playerName: 'Son' }],
        photos: ['up-1'],
        cardNumber: '4242 4242 4242 4242',
      };
      await renderWithProviders(
        <IdentityVerificationStep
          verifyBy="IDENTITY"
          trip={{
            returnTo: 'https://slabworks.example/grading?level=BULK',
            keep: { values: () => values, restore: vi.fn() },
          }}
        />,
        { language: 'ko' },
      );
      fireEvent.click(await screen.findByTestId('verify-identity', {}, LOCALE_WAIT));
      await waitFor(() => expect(requestIdentityVerification).toHaveBeenCalledOnce());
      expect(requestIdentityVerification).toHaveBeenCalledWith({
        storeId: 'store-1',
        channelKey: 'channel-identity',
        identityVerificationId: ID,
        redirectUrl: 'https://slabworks.example/grading?level=BULK',
      });
      const kept = JSON.parse(sessionStorage.getItem('slabworks:identity-return') ?? '{}') as {
        identityVerificationId: string;
        form: object;
      };
      expect(kept.identityVerificationId).toBe(ID);
      expect(kept.form).toEqual({ cardLines: [{ playerName: 'Son' }], photos: ['up-1'] });
    });

    it('puts the fields back, drops the parameters and is verified once the api confirms', async () => {
      const calls = fakeRoutes({
        'POST /api/member/identity-verifications/{identityVerificationId}/confirm': verified,
      });
      keepForIdentityReturn(ID, { cardLines: [{ playerName: 'Son' }], photos: ['up-1'] });
      const restore = vi.fn();
      const onVerified = vi.fn();
      await renderWithAddress(
        <IdentityVerificationStep
          verifyBy="IDENTITY"
          onVerified={onVerified}
          trip={{ keep: { values: () => ({}), restore } }}
        />,
        {
          language: 'tw',
          path: `/grading?level=BULK&identityVerificationId=${ID}&identityVerificationTxId=tx-1&transactionType=IDENTITY_VERIFICATION`,
        },
      );
      await screen.findByTestId('identity-verified', {}, LOCALE_WAIT);
      expect(restore).toHaveBeenCalledWith({ cardLines: [{ playerName: 'Son' }], photos: ['up-1'] });
      expect(onVerified).toHaveBeenCalledOnce();
      expect(screen.getByTestId('address').textContent).toBe('/grading?level=BULK');
      expect(calls.filter((call) => call.path.endsWith('/confirm'))).toHaveLength(1);
      expect(sessionStorage.getItem('slabworks:identity-return')).toBeNull();
    });

    it('says the window was left unfinished when PortOne came back with a code', async () => {
      fakeRoutes({
        'POST /api/member/identity-verifications/{identityVerificationId}/confirm': () => ({
          status: 409,
          code: 'IDENTITY.NOT_VERIFIED',
          message: '본인인증이 끝나지 않았습니다.',
        }),
      });
      const restore = vi.fn();
      keepForIdentityReturn(ID, { photos: ['up-1'] });
      await renderWithProviders(
        <IdentityVerificationStep verifyBy="IDENTITY" trip={{ keep: { values: () => ({}), restore } }} />,
        {
          language: 'en',
          path: `/reholder?identityVerificationId=${ID}&code=IDENTITY_VERIFICATION_CANCELLED&message=x`,
        },
      );
      expect((await screen.findByTestId('identity-error', {}, LOCALE_WAIT)).textContent).toBe(
        'The verification window closed before you finished. Please try again.',
      );
      // The fields come back either way: the member tries again from where they were.
      expect(restore).toHaveBeenCalledWith({ photos: ['up-1'] });
    });

    it('does not put back fields kept for another verification', async () => {
      fakeRoutes({
        'POST /api/member/identity-verifications/{identityVerificationId}/confirm': verified,
      });
      keepForIdentityReturn('iv-other', { photos: ['up-1'] });
      const restore = vi.fn();
      await renderWithProviders(
        <IdentityVerificationStep verifyBy="IDENTITY" trip={{ keep: { values: () => ({}), restore } }} />,
        { language: 'ko', path: `/grading?identityVerificationId=${ID}` },
      );
      await screen.findByTestId('identity-verified', {}, LOCALE_WAIT);
      expect(restore).not.toHaveBeenCalled();
    });
  });
});
