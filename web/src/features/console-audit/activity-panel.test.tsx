// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ActivityEntry, AuditActivityApiResponse } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { ok, stubApiFetch } from '@/testing/stub-api-fetch';
import { ActivityPanel } from './activity-panel';

cleanUpAfterEach();

const ORDER_ID = '3b0f6c2e-8d1a-4f5b-9c7e-2a4d6e8f0b13';

const entry = (change: Partial<ActivityEntry> = {}): ActivityEntry => ({
  actorName: '박지훈',
  orderNumber: 'SW-20261127-0042',
  streamId: `gradingOrder-${ORDER_ID}`,
  revision: 7,
  type: 'OrderReceived',
  globalPosition: '1042',
  eventId: '9e1d2c3b-4a5f-4e6d-8c7b-1a2b3c4d5e6f',
  actor: { id: '0b9e8f1c-4f7a-4d0e-9a51-3c2f1e7d6b20', role: 'OPERATOR' },
  occurredAt: null,
  // 16:30 UTC is already the next day in Seoul.
  recordedAt: '2026-11-27T16:30:05.123Z',
  correlationId: null,
  causationId: null,
  schemaVersion: 1,
  data: {},
  ...change,
});

const page = (items: ActivityEntry[]): AuditActivityApiResponse['data'] => ({
  items,
  next: null,
  scanned: items.length,
});

const showActivity = async () => {
  fireEvent.click(await screen.findByTestId('audit-activity-search', {}, LOCALE_WAIT));
};

describe("the auditor's activity log", () => {
  it(
    'shows each change with the order number linked to the order, the actor by name and role, Seoul time',
    async () => {
      const calls = stubApiFetch(() => ok(page([entry()])));
      await renderWithProviders(<ActivityPanel />, { language: 'en' });
      await showActivity();

      const order = await screen.findByTestId('audit-activity-order');
      expect(order.textContent).toBe('SW-20261127-0042');
      expect(order.getAttribute('href')).toBe(`/console/audit/orders/${ORDER_ID}`);
      const row = order.closest('tr') as HTMLElement;
      expect(row.textContent).not.toContain('gradingOrder-');

      expect(within(row).getByTestId('audit-actor').textContent).toBe('Staff박지훈 (Operator)');
      // en-US digits in Seoul's zone, not the Korean "2026. 11. 28." nor the UTC day.
      expect(within(row).getByText('11/28/2026, 01:30:05.123')).toBeTruthy();
      expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/audit/activity' });
    },
    SLOW,
  );

  it(
    'names an order that has no number yet as a draft, never by its stream id',
    async () => {
      stubApiFetch(() => ok(page([entry({ orderNumber: null })])));
      await renderWithProviders(<ActivityPanel />, { language: 'en' });
      await showActivity();
      const order = await screen.findByTestId('audit-activity-order');
      expect(order.textContent).toBe('Draft order (no number yet)');
      expect(order.closest('tr')?.textContent).not.toContain(ORDER_ID);
    },
    SLOW,
  );

  it(
    'says in words when no event matches',
    async () => {
      stubApiFetch(() => ok(page([])));
      await renderWithProviders(<ActivityPanel />, { language: 'en' });
      await showActivity();
      expect(await screen.findByText('No event matches.')).toBeTruthy();
      expect(screen.getByText('End of the log.')).toBeTruthy();
    },
    SLOW,
  );

  it(
    "shows the api's message when the log cannot be read",
    async () => {
      stubApiFetch(() => ({
        status: 503,
        body: { code: 'AUDIT.UNAVAILABLE', message: 'The event log is not reachable.', data: null },
      }));
      await renderWithProviders(<ActivityPanel />, { language: 'en' });
      await showActivity();
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('The event log is not reachable.');
      expect(screen.queryByTestId('audit-activity-order')).toBeNull();
    },
    SLOW,
  );
});
