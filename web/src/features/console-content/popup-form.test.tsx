// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { cleanUpAfterEach } from '@/testing/component-test';
import { fakeApi, validationFailed } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { PopupForm } from './popup-form';

// The first render waits for two locale files: generous on a loaded machine.
const SLOW = 15_000;

cleanUpAfterEach();

describe('the popup form', () => {
  it('sends the popup as the api takes it and shows its field errors at their fields', async () => {
    const calls = fakeApi(() =>
      validationFailed('Check the fields', [
        { field: 'title.ko', rule: 'isNotEmpty', message: 'Enter the Korean title' },
        { field: 'endAt', rule: 'notBeforeStart', message: 'Ends before it starts' },
      ]),
    );
    const done = vi.fn();
    await renderWithProviders(<PopupForm popup={null} onDone={done} onCancel={() => undefined} />, {
      language: 'en',
    });
    fireEvent.change(await screen.findByTestId('popup-title-en', {}, { timeout: SLOW }), {
      target: { value: 'Spring sale' },
    });
    fireEvent.change(screen.getByTestId('popup-start'), { target: { value: '2025-03-02T10:00' } });
    fireEvent.change(screen.getByTestId('popup-end'), { target: { value: '2025-03-01T10:00' } });
    fireEvent.click(screen.getByTestId('popup-save'));

    const titleItem = screen.getByTestId('popup-title-ko').closest('.ant-form-item') as HTMLElement;
    expect(await within(titleItem).findByText('Enter the Korean title', {}, { timeout: SLOW })).toBeTruthy();
    const endItem = screen.getByTestId('popup-end').closest('.ant-form-item') as HTMLElement;
    expect(within(endItem).getByText('Ends before it starts')).toBeTruthy();
    expect(screen.queryByTestId('popup-error')).toBeNull();
    expect(done).not.toHaveBeenCalled();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/console/content/popups',
      body: {
        deviceType: 'PC',
        title: { ko: '', en: 'Spring sale' },
        image: { ko: '' },
        landingUrl: null,
        status: true,
        startAt: '2025-03-02T10:00:00+09:00',
        endAt: '2025-03-01T10:00:00+09:00',
        sortOrder: 0,
      },
    });

    // The Korean title typed, its error goes at once; the end's stays until the end changes.
    fireEvent.change(screen.getByTestId('popup-title-ko'), { target: { value: '봄 세일' } });
    expect(screen.queryByText('Enter the Korean title')).toBeNull();
    expect(within(endItem).getByText('Ends before it starts')).toBeTruthy();
  }, 30_000);
});
