// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuditEventView } from '@/lib/api/generated/slabworks-api';
import { LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { EventHistory } from './event-history';

afterEach(() => cleanup());

const event = (revision: number, edit: Partial<AuditEventView>): AuditEventView => ({
  actorName: 'Kim Anna',
  revision,
  type: 'OrderReceived',
  globalPosition: String(revision),
  eventId: `e-${revision}`,
  actor: { id: 'a1b2c3d4-0000-4000-8000-000000000001', role: 'OPERATOR' },
  occurredAt: '2026-11-27T16:30:00.000Z',
  recordedAt: '2026-11-27T16:30:00.000Z',
  correlationId: null,
  causationId: null,
  schemaVersion: 1,
  data: {},
  ...edit,
});

describe('the audit event history', () => {
  it(
    'offers the people to filter by as "name (role)", the role in words',
    async () => {
      await renderWithProviders(
        <EventHistory
          events={[
            event(1, {}),
            event(2, {
              actorName: 'Lee Min',
              actor: { id: 'a1b2c3d4-0000-4000-8000-000000000002', role: 'ADMIN' },
            }),
          ]}
          selectedRevision={undefined}
          onSelect={() => undefined}
        />,
        { language: 'en' },
      );
      const filter = await screen.findByTestId('audit-filter-actor', {}, LOCALE_WAIT);
      fireEvent.mouseDown(within(filter).getByRole('combobox'));
      const listbox = (await screen.findByRole('listbox')).parentElement as HTMLElement;
      const shown = [...listbox.querySelectorAll('.ant-select-item-option-content')].map(
        (o) => o.textContent,
      );
      expect(shown).toEqual(['Kim Anna (Operator)', 'Lee Min (Admin)']);
    },
    SLOW,
  );
});
