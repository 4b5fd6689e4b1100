// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MAX_PHOTO_MB } from '@slabworks/domain';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PhotoPicker } from './photo-picker';

/** Records every upload the picker starts instead of sending it. */
function recordUploads(): string[] {
  const opened: string[] = [];
  class RecordingXhr {
    upload = {};
    open(method: string, url: string) {
      opened.push(`${method} ${url}`);
    }
    setRequestHeader() {}
    send() {}
  }
  vi.stubGlobal('XMLHttpRequest', RecordingXhr);
  return opened;
}

/** A photo of the given size without allocating it: only `size` is read before sending. */
const photoOf = (name: string, bytes: number) => {
  const file = new File(['x'], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
};

cleanUpAfterEach();

describe('the order photo picker', () => {
  it(
    `refuses a photo over ${MAX_PHOTO_MB} MB before sending it, and still sends the others`,
    async () => {
      const opened = recordUploads();
      const onChange = vi.fn();
      await renderWithProviders(<PhotoPicker onChange={onChange} />, { language: 'en' });
      const input = await screen.findByTestId('photo-input', {}, LOCALE_WAIT);
      const big = photoOf('scan.png', MAX_PHOTO_MB * 1024 * 1024 + 1);
      const fine = photoOf('front.jpg', MAX_PHOTO_MB * 1024 * 1024);
      fireEvent.change(input, { target: { files: [big, fine] } });

      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        `scan.png is ${(big.size / 1024 / 1024).toFixed(1)} MB: a photo may be at most ${MAX_PHOTO_MB} MB. Choose a smaller one (a camera's JPEG setting helps).`,
      );
      // Only the photo within the limit went out; the refused one offers no retry, only removal.
      expect(opened).toEqual(['POST /api/uploads']);
      expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
      expect(
        screen.getByText(`JPEG, PNG or WebP, up to ${MAX_PHOTO_MB} MB each`, { exact: false }),
      ).toBeTruthy();
    },
    SLOW,
  );

  it(
    'says so in Korean too',
    async () => {
      const opened = recordUploads();
      await renderWithProviders(<PhotoPicker />, { language: 'ko' });
      const input = await screen.findByTestId('photo-input', {}, LOCALE_WAIT);
      fireEvent.change(input, { target: { files: [photoOf('scan.png', 21 * 1024 * 1024)] } });
      expect((await screen.findByRole('alert')).textContent).toContain(`사진은 ${MAX_PHOTO_MB}MB까지`);
      expect(opened).toEqual([]);
    },
    SLOW,
  );
});
