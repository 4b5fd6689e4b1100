// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MAX_PHOTO_MB, type SlabSide } from '@slabworks/domain';
import { describe, expect, it, vi } from 'vitest';
import type { Language } from '@/lib/languages';
import type { OrderItemState } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { casedItems, LINES, orderItem } from './labels.testing';
import { SlabPhotosPanel, type SlabPhotosPanelProps } from './slab-photos-panel';

const UPLOAD_ID = '0b9f2d1e-6c1a-4a8e-9f3b-2d4c6e8a0b11';

cleanUpAfterEach();

const lines = new Map(LINES.map((line) => [line.lineId, line]));

const renderPanel = async (
  items: OrderItemState[],
  language: Language = 'en',
  refusal: SlabPhotosPanelProps['refusal'] = null,
) => {
  const onPhoto = vi.fn<(itemId: string, side: SlabSide, uploadId: string) => Promise<boolean>>(
    async () => true,
  );
  await renderWithProviders(
    <SlabPhotosPanel items={items} lines={lines} onPhoto={onPhoto} refusal={refusal} />,
    { language },
  );
  return onPhoto;
};

/** POST /api/uploads answers `status` with `body` (multipart goes through fetch(url, init), not a Request). */
const stubUploads = (status: number, body: unknown) => {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
};

const photoFile = (bytes = 1024) => new File([new Uint8Array(bytes)], 'slab.jpg', { type: 'image/jpeg' });

describe('the slab photos panel', () => {
  it(
    'waits for certification numbers before any photo, in en, ko and tw',
    async () => {
      const unscored = [orderItem('i1', 'L1')];
      await renderPanel(unscored, 'en');
      expect((await screen.findByTestId('slab-photos-empty', {}, LOCALE_WAIT)).textContent).toContain(
        'Slab photos are taken once the cards have certification numbers.',
      );
      cleanup();
      await renderPanel(unscored, 'ko');
      expect((await screen.findByTestId('slab-photos-empty', {}, LOCALE_WAIT)).textContent).toContain(
        '카드에 인증번호가 생기면',
      );
      cleanup();
      await renderPanel(unscored, 'tw');
      expect((await screen.findByTestId('slab-photos-empty', {}, LOCALE_WAIT)).textContent).toContain(
        '卡片有認證編號後',
      );
    },
    SLOW,
  );

  it(
    'shows each slab with its front and back, taken or still to take',
    async () => {
      const items = casedItems();
      items[0] = { ...items[0]!, slabPhotos: { FRONT: UPLOAD_ID } };
      await renderPanel(items, 'en');
      const rows = await screen.findAllByTestId('slab-photo-row', {}, LOCALE_WAIT);
      expect(rows).toHaveLength(2);
      const front = within(rows[0]!).getByTestId('slab-side-FRONT');
      expect(front.querySelector('img')?.getAttribute('src')).toBe(`/api/uploads/${UPLOAD_ID}/thumbnail`);
      expect(within(front).getByRole('button', { name: 'Front: Retake' })).toBeTruthy();
      const back = within(rows[0]!).getByTestId('slab-side-BACK');
      expect(within(back).getByTestId('slab-photo-missing').textContent).toBe('No photo yet');
      expect(within(back).getByRole('button', { name: 'Back: Photograph' })).toBeTruthy();
    },
    SLOW,
  );

  it(
    'uploads the photo through the upload pipeline, then binds it to the slab',
    async () => {
      const calls = stubUploads(201, {
        code: 'OK',
        message: '',
        data: { id: UPLOAD_ID, url: '', thumbnailUrl: '' },
      });
      const onPhoto = await renderPanel(casedItems(), 'en');
      const [row] = await screen.findAllByTestId('slab-photo-row', {}, LOCALE_WAIT);
      fireEvent.change(within(row!).getByTestId('slab-photo-input-BACK'), {
        target: { files: [photoFile()] },
      });
      await waitFor(() => expect(onPhoto).toHaveBeenCalledWith('i1', 'BACK', UPLOAD_ID));
      expect(calls).toEqual(['POST /api/uploads']);
    },
    SLOW,
  );

  it(
    "refuses a photo over the pipeline's limit before sending it, and shows the api's refusal at its card",
    async () => {
      const calls = stubUploads(500, null);
      const onPhoto = await renderPanel(casedItems(), 'en', {
        itemId: 'i2',
        message: 'Only a card with a certification number has a slab to photograph.',
      });
      const [first, second] = await screen.findAllByTestId('slab-photo-row', {}, LOCALE_WAIT);
      expect(within(second!).getByTestId('slab-photo-error').textContent).toBe(
        'Only a card with a certification number has a slab to photograph.',
      );
      expect(within(first!).queryByTestId('slab-photo-error')).toBeNull();
      fireEvent.change(within(first!).getByTestId('slab-photo-input-FRONT'), {
        target: { files: [photoFile(MAX_PHOTO_MB * 1024 * 1024 + 1)] },
      });
      expect(within(first!).getByTestId('slab-photo-error').textContent).toBe(
        `A photo may be at most ${MAX_PHOTO_MB} MB.`,
      );
      expect(calls).toHaveLength(0);
      expect(onPhoto).not.toHaveBeenCalled();
    },
    SLOW,
  );

  it(
    "shows the upload pipeline's translated refusal (an unsupported type) at the card",
    async () => {
      stubUploads(400, {
        code: 'VALIDATION_FAILED',
        message: 'Check the input.',
        data: {
          fields: [
            {
              field: 'file',
              rule: 'unsupportedType',
              message: 'Only JPEG, PNG or WebP photos can be uploaded.',
            },
          ],
        },
      });
      const onPhoto = await renderPanel(casedItems(), 'en');
      const [row] = await screen.findAllByTestId('slab-photo-row', {}, LOCALE_WAIT);
      fireEvent.change(within(row!).getByTestId('slab-photo-input-FRONT'), {
        target: { files: [photoFile()] },
      });
      expect((await within(row!).findByTestId('slab-photo-error')).textContent).toBe(
        'Only JPEG, PNG or WebP photos can be uploaded.',
      );
      expect(onPhoto).not.toHaveBeenCalled();
    },
    SLOW,
  );
});
