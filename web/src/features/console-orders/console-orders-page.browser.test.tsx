import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, stubApiFetch } from '@/testing/stub-api-fetch';
import ConsoleOrdersPage from './console-orders-page';
import { item, queue } from '@/testing/console-queue-rows';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// Issue 33: the queue at a phone's, a tablet's and a desktop's width. The table scrolls inside its own
// box; the page never scrolls sideways, and the order's link stays reachable in the first column.
describe.each([
  [375, 'ko'],
  [768, 'tw'],
  [1440, 'en'],
] as const)("the operators' queue at %i px (%s)", (width, language) => {
  it('keeps the page within the width and the order link in view', async () => {
    await page.viewport(width, 900);
    stubApiFetch(() => ok(queue([item(), item({ orderId: 'b2', orderNumber: 'SW-20261127-0043' })])));
    await renderWithProviders(<ConsoleOrdersPage />, { language });
    const [link] = await screen.findAllByTestId('queue-order-link', {}, { timeout: 10_000 });
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(width);
    const box = link!.getBoundingClientRect();
    expect(box.width).toBeGreaterThan(0);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.right).toBeLessThanOrEqual(width);
  });
});
