// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastHost } from '@/components/toasts/toast-host';
import type { Language } from '@/lib/languages';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeRoutes, type RouteHandlers } from '@/testing/fake-routes';
import { renderWithProviders } from '@/testing/render-with-providers';
import { InquiryForm } from './inquiry-form';

cleanUpAfterEach();

const received: RouteHandlers = {
  'POST /api/content/partnership-inquiries': () => ({
    status: 201,
    data: { id: '0193a5c0-0000-7000-8000-0000000000a1', receivedAt: '2026-12-06T01:00:00.000Z' },
  }),
};

/** The api's 400 envelope: the server's translated message per field. */
const refused = (message: string, fields: { field: string; message: string }[]): RouteHandlers => ({
  'POST /api/content/partnership-inquiries': () => ({
    status: 400,
    code: 'VALIDATION_FAILED',
    message,
    data: { fields },
  }),
});

const input = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;

const fillAndSend = async (language: Language = 'ko') => {
  await renderWithProviders(
    <>
      <InquiryForm />
      <ToastHost />
    </>,
    { path: '/partner', language },
  );
  await screen.findByTestId('inquiry-form', {}, LOCALE_WAIT);
  fireEvent.change(input('company'), { target: { value: '카드하우스 강남점' } });
  fireEvent.change(input('email'), { target: { value: 'shop@example.com' } });
  fireEvent.change(input('content'), { target: { value: '매장에서 그레이딩 접수를 대행하고 싶습니다.' } });
  fireEvent.submit(screen.getByTestId('inquiry-form'));
};

/** The error text shown under a field (its own <small>), or null. */
const errorAt = (name: string) => input(name).closest('label')!.querySelector('small')?.textContent ?? null;

describe('the partnership inquiry form', () => {
  it(
    "shows the api's field errors at their fields and keeps what was typed",
    async () => {
      const calls = fakeRoutes(
        refused('입력값을 확인해 주세요.', [
          { field: 'email', message: '사용할 수 없는 이메일 주소입니다.' },
        ]),
      );
      await fillAndSend();
      await waitFor(() => expect(errorAt('email')).toBe('사용할 수 없는 이메일 주소입니다.'));
      expect(input('email').getAttribute('aria-invalid')).toBe('true');
      expect(errorAt('company')).toBeNull();
      expect(input('company').value).toBe('카드하우스 강남점');
      expect((await screen.findByText('입력값을 확인해 주세요.', {}, LOCALE_WAIT)).textContent).toBeTruthy();
      expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
      // Typing into the field clears its error.
      fireEvent.change(input('email'), { target: { value: 'other@example.com' } });
      expect(errorAt('email')).toBeNull();
    },
    SLOW,
  );

  it(
    'refuses in place, without asking the api, when what it needs is missing',
    async () => {
      const calls = fakeRoutes(received);
      await renderWithProviders(<InquiryForm />, { path: '/partner' });
      await screen.findByTestId('inquiry-form', {}, LOCALE_WAIT);
      fireEvent.submit(screen.getByTestId('inquiry-form'));
      await waitFor(() => expect(errorAt('company')).toBe('필수 입력 항목입니다.'));
      expect(errorAt('content')).toBe('필수 입력 항목입니다.');
      expect([errorAt('phone'), errorAt('email')]).toContain('연락처 또는 이메일을 입력해 주세요.');
      expect(calls).toHaveLength(0);
    },
    SLOW,
  );

  it(
    'says the inquiry was received and empties the form',
    async () => {
      const calls = fakeRoutes(received);
      await fillAndSend();
      await screen.findByText('문의가 접수되었습니다. 곧 연락드리겠습니다.', {}, LOCALE_WAIT);
      expect(input('company').value).toBe('');
      expect(input('content').value).toBe('');
      const sent = calls.find((call) => call.method === 'POST');
      expect(sent?.body).toMatchObject({ company: '카드하우스 강남점', email: 'shop@example.com' });
    },
    SLOW,
  );

  it(
    "reads in Chinese, the api's field errors in the language it answered with",
    async () => {
      const calls = fakeRoutes(
        refused('請確認輸入內容。', [{ field: 'phone', message: '聯絡電話格式不正確。' }]),
      );
      await fillAndSend('tw');
      expect(screen.getByText('送出洽詢')).toBeTruthy();
      expect(screen.getByText('聯絡電話與電子郵件請至少填寫一項。')).toBeTruthy();
      await waitFor(() => expect(errorAt('phone')).toBe('聯絡電話格式不正確。'));
      expect(calls.find((call) => call.method === 'POST')?.lang).toBe('tw');
    },
    SLOW,
  );
});
