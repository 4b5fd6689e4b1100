// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeaderAvatar } from '@/app/layout/header-avatar';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok, validationFailed, type FakeAnswer, type FakeCall } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import type { Profile } from '../api/profile-api';
import { ProfilePhoto } from './profile-photo';

const UPLOAD_ID = '0193a5c0-0000-7000-8000-0000000000aa';

cleanUpAfterEach();

const profile = (overrides: Partial<Profile> = {}) =>
  ({ mbNick: '민수', mbThumbnail: null, mbPhoto: null, ...overrides }) as Profile;
const uploaded = ok({
  id: UPLOAD_ID,
  url: `/api/uploads/${UPLOAD_ID}`,
  thumbnailUrl: `/api/uploads/${UPLOAD_ID}/thumbnail`,
  width: 400,
  height: 400,
  bytes: 1000,
  createdAt: '2026-11-28T01:00:00.000Z',
});
const answers =
  (profileAnswer: FakeAnswer = ok(profile({ mbThumbnail: `/api/uploads/${UPLOAD_ID}/thumbnail` }))) =>
  (call: FakeCall): FakeAnswer =>
    call.path === '/api/uploads' ? uploaded : profileAnswer;
const open = async (language: 'ko' | 'en' | 'tw', answer = answers(), shown = profile()) => {
  const calls = fakeApi(answer);
  await renderWithProviders(<ProfilePhoto profile={shown} />, { path: '/account/profile', language });
  await screen.findByTestId('profile-photo-choose', {}, LOCALE_WAIT);
  return calls;
};
const pick = (type = 'image/jpeg', bytes = 10) =>
  fireEvent.change(screen.getByTestId('profile-photo-input'), {
    target: { files: [new File([new Uint8Array(bytes)], 'me.jpg', { type })] },
  });

// Issue 35 item 10: a profile photo can be set.
describe('the profile photo', () => {
  it(
    'is uploaded as order photos are, then named in the profile (ko)',
    async () => {
      const calls = await open('ko');
      expect(screen.getByTestId('profile-photo-choose').textContent).toBe('프로필 사진 선택');
      pick();
      await waitFor(() =>
        expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ photoUploadId: UPLOAD_ID }),
      );
      expect(calls.filter((call) => call.path === '/api/uploads')).toHaveLength(1);
    },
    SLOW,
  );

  it.each([
    ['en', 'Only JPEG, PNG or WebP photos.'],
    ['tw', '僅可上傳 JPEG、PNG 或 WebP 照片。'],
  ] as const)(
    'refuses another kind of file before sending it (%s)',
    async (language, message) => {
      const calls = await open(language);
      pick('image/gif');
      expect((await screen.findByTestId('profile-photo-error')).textContent).toBe(message);
      expect(calls.filter((call) => call.path === '/api/uploads')).toEqual([]);
    },
    SLOW,
  );

  it(
    "shows the api's refusal at the photo (tw)",
    async () => {
      const refusal = validationFailed('輸入內容有誤', [
        { field: 'photoUploadId', rule: 'unknownPhoto', message: '這張照片不是您上傳的。' },
      ]);
      await open('tw', answers(refusal));
      pick();
      expect((await screen.findByTestId('profile-photo-error', {}, LOCALE_WAIT)).textContent).toBe(
        '這張照片不是您上傳的。',
      );
    },
    SLOW,
  );

  it(
    'can be removed once set (en)',
    async () => {
      const calls = await open(
        'en',
        answers(ok(profile())),
        profile({ mbThumbnail: '/api/uploads/x/thumbnail' }),
      );
      expect(screen.getByTestId('profile-photo-choose').textContent).toBe('Change photo');
      fireEvent.click(screen.getByTestId('profile-photo-remove'));
      await waitFor(() =>
        expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ photoUploadId: null }),
      );
    },
    SLOW,
  );
});

describe('the header avatar', () => {
  it(
    "shows the signed-in member's photo, linking to the profile",
    async () => {
      fakeApi(() =>
        ok({ id: 'm1', mbNick: '민수', mbThumbnail: '/api/uploads/x/thumbnail', mbStatus: 'APPROVED' }),
      );
      await renderWithProviders(<HeaderAvatar />, {
        language: 'ko',
        state: { session: { hasSession: true } },
      });
      const link = await screen.findByTestId('header-avatar', {}, LOCALE_WAIT);
      expect(link.getAttribute('href')).toBe('/account/profile');
      expect(link.querySelector('img')?.getAttribute('src')).toBe('/api/uploads/x/thumbnail');
    },
    SLOW,
  );
});
