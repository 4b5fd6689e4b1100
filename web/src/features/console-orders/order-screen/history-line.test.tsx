// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OrderHistoryEntry } from '@/lib/api/generated/slabworks-api';
import { LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { renderWithProviders } from '@/testing/render-with-providers';
import { HistoryLine } from './history-line';

afterEach(() => cleanup());

const ACTOR = 'a1b2c3d4-0000-4000-8000-000000000001';
const entry = (edit: Partial<OrderHistoryEntry>): OrderHistoryEntry => ({
  revision: 4,
  type: 'OrderReceived',
  at: '2026-11-27T16:30:00.000Z',
  actorId: ACTOR,
  actorRole: 'OPERATOR',
  actorName: 'Kim Anna',
  correction: null,
  ...edit,
});

describe('a line of the order history', () => {
  it(
    'names the person as "name (role)", the system as such, and never shows an id',
    async () => {
      await renderWithProviders(
        <ul>
          {[
            entry({}),
            entry({ revision: 5, actorName: null }),
            entry({ revision: 6, actorId: 'worker', actorRole: 'SYSTEM', actorName: null }),
          ].map((line) => (
            <li key={line.revision} data-testid="line">
              <HistoryLine entry={line} />
            </li>
          ))}
        </ul>,
        { language: 'en' },
      );
      await screen.findAllByText(/Kim Anna/, {}, LOCALE_WAIT);
      const lines = screen.getAllByTestId('line').map((li) => li.textContent ?? '');
      expect(lines[0]).toMatch(/ — Kim Anna \(Operator\)$/);
      expect(lines[1]).toMatch(/ — Unknown person \(Operator\)$/);
      expect(lines[2]).toMatch(/ — System$/);
      expect(lines.join('\n')).not.toContain(ACTOR);
    },
    SLOW,
  );
});
