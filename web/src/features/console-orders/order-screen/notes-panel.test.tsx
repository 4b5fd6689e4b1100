// @vitest-environment happy-dom
import '@/testing/antd-in-happy-dom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderNote } from '@/lib/api/generated/slabworks-api';
import { cleanUpAfterEach, LOCALE_WAIT, SLOW } from '@/testing/component-test';
import { fakeApi, ok } from '@/testing/fake-api';
import { renderWithProviders } from '@/testing/render-with-providers';
import { NotesPanel } from './notes-panel';

cleanUpAfterEach();

const WRITER = 'a1b2c3d4-0000-4000-8000-000000000001';
const note = (edit: Partial<OrderNote>): OrderNote => ({
  id: 1,
  text: 'Box dented',
  writtenBy: WRITER,
  writtenByName: 'Kim Anna',
  writtenByRole: 'OPERATOR',
  // 16:30 UTC is already the next day in Seoul.
  writtenAt: '2026-11-27T16:30:00.000Z',
  ...edit,
});

describe('the staff notes', () => {
  it(
    'name the writer and role in words, in Seoul time; never the writer’s id',
    async () => {
      fakeApi((call) =>
        call.path === '/api/console/orders/o-1/notes'
          ? ok([note({}), note({ id: 2, text: 'Who?', writtenByName: null, writtenByRole: null })])
          : { status: 404, body: {} },
      );
      await renderWithProviders(<NotesPanel orderId="o-1" />, { language: 'en' });
      const by = await screen.findAllByTestId('order-note-by', {}, LOCALE_WAIT);
      expect(by.map((line) => line.textContent)).toEqual([
        expect.stringMatching(/^Kim Anna \(Operator\) · Nov 28, 2026/),
        expect.stringMatching(/^Unknown person · Nov 28, 2026/),
      ]);
      expect(screen.getByTestId('order-notes').textContent).not.toContain(WRITER);
    },
    SLOW,
  );
});
