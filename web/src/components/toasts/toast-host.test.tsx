// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ToastHost } from './toast-host';
import { toastShown } from './toast-slice';

afterEach(cleanup);

const show = async () => {
  const { store } = await renderWithProviders(<ToastHost />, { language: 'ko' });
  act(() => {
    store.dispatch(toastShown({ text: '저장했습니다.', kind: 'success' }));
  });
  return screen.getByTestId('toast-success');
};
const swipe = (toast: HTMLElement, to: { x: number; y: number }) => {
  fireEvent.touchStart(toast, { touches: [{ clientX: 100, clientY: 100 }] });
  fireEvent.touchMove(toast, { touches: [{ clientX: 100 + to.x, clientY: 100 + to.y }] });
  fireEvent.touchEnd(toast, { touches: [] });
};

// Issue 35 item 10: on a phone a toast goes with a swipe.
describe('a toast on a touch screen', () => {
  it('follows the finger while it moves', async () => {
    const toast = await show();
    fireEvent.touchStart(toast, { touches: [{ clientX: 100, clientY: 100 }] });
    fireEvent.touchMove(toast, { touches: [{ clientX: 140, clientY: 100 }] });
    expect(toast.style.transform).toBe('translate(40px, 0px)');
  });

  it.each([
    ['right', { x: 120, y: 0 }],
    ['left', { x: -120, y: 0 }],
    ['down', { x: 0, y: 90 }],
  ])('is dismissed by a swipe to the %s', async (_, to) => {
    swipe(await show(), to);
    expect(screen.queryByTestId('toast-success')).toBeNull();
  });

  it('stays after a short move, back in its place', async () => {
    const toast = await show();
    swipe(toast, { x: 20, y: 0 });
    expect(screen.getByTestId('toast-success')).toBe(toast);
    expect(toast.style.transform).toBe('');
  });

  it('stays when pushed up, away from the edge', async () => {
    swipe(await show(), { x: 0, y: -120 });
    expect(screen.getByTestId('toast-success')).toBeTruthy();
  });
});
